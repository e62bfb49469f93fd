/** Goals 1 and 3 as table rows: LCP against the static copy, CLS, TBT, and the challenge page's scripts. */
import type { PageMeasurement } from './pages-group';
import { CHALLENGE_PAGE, PAGES, type BenchPage } from './pages';
import { errorRow, plainRow, ratioOf, type Row } from './rows';

export const LCP_RATIO_GOAL = 1.5;
export const CLS_GOAL = 0.05;
/** Every page's TBT on the mobile preset, the median of its runs, at most this (decision 0046). */
export const TBT_GOAL_MS = 300;
/** A challenge page's, at most this: what a first-time learner meets first. */
export const TBT_CHALLENGE_GOAL_MS = 200;
/**
 * Each page's TBT as last recorded (median of five mobile runs) plus headroom for the run-to-run spread: a figure
 * above it is a regression even under the goal. Lower a page's budget when it gets lighter.
 */
export const TBT_BUDGETS_MS: Readonly<Record<string, number>> = {
  home: 80,
  list: 70,
  'learn-adder': 90,
  'scripted-currencyConverter': 80,
  'generator-attractor': 110,
  'exploratory-triangle': 100,
  'apiTesting-userCrud': 80,
  'functional-todoList': 80,
  'account-login': 60,
};

/** The goal and the budget of a page's TBT: the lower of them. */
export const tbtLimitOf = (page: BenchPage): { goal: number; budget: number | undefined } => ({
  goal: page.path.startsWith('/app/challenge/') ? TBT_CHALLENGE_GOAL_MS : TBT_GOAL_MS,
  budget: TBT_BUDGETS_MS[page.name],
});
/** The team's aim for a challenge page's first load with React (decision 0046). */
export const SCRIPT_BYTES_GOAL = 175_000;

const compared = (
  name: string,
  value: number,
  baseline: number,
  unit: Row['unit'],
  goal: string,
  pass: boolean,
): Row => ({ issueGoal: 1, name, value, unit, baseline, ratio: ratioOf(value, baseline), goal, pass });

const rowsOfPage = ({ page, formFactor, app, static: copy, error }: PageMeasurement): Row[] => {
  const label = `${page} (${formFactor})`;
  if (!app || !copy) return [errorRow(1, label, error ?? 'not measured')];
  const lcpRatio = ratioOf(app.lcp, copy.lcp);
  const rows = [
    compared(
      `${label} LCP`,
      app.lcp,
      copy.lcp,
      'ms',
      `<= ${LCP_RATIO_GOAL}x static`,
      lcpRatio !== null && lcpRatio <= LCP_RATIO_GOAL,
    ),
    compared(`${label} CLS`, app.cls, copy.cls, 'cls', `< ${CLS_GOAL}`, app.cls < CLS_GOAL),
  ];
  // The desktop run is only compared for LCP and CLS.
  if (formFactor === 'mobile') {
    const benchPage = PAGES.find(({ name }) => name === page);
    const { goal, budget } = benchPage ? tbtLimitOf(benchPage) : { goal: TBT_GOAL_MS, budget: undefined };
    const limit = Math.min(goal, budget ?? goal);
    rows.push(
      compared(
        `${label} TBT`,
        app.tbt,
        copy.tbt,
        'ms',
        budget === undefined ? `<= ${goal} ms` : `<= ${goal} ms (budget ${budget} ms)`,
        app.tbt <= limit,
      ),
    );
  }
  return rows;
};

/** Everything the visit loads, idle-time code included, as Lighthouse counts it: for reference. */
const visitScriptRow = (measurements: PageMeasurement[]): Row => {
  const name = `${CHALLENGE_PAGE.name} all JS of the visit (mobile, compressed, Lighthouse)`;
  const found = measurements.find(
    (item) => item.page === CHALLENGE_PAGE.name && item.formFactor === 'mobile',
  );
  if (!found?.app) return errorRow(3, name, found?.error ?? 'not measured');
  return plainRow(3, name, found.app.scriptBytes, 'bytes');
};

/** Goal 3: what the page asks for before it is usable (first-load-js.ts). */
export const firstLoadRow = (bytes: number): Row =>
  plainRow(
    3,
    `${CHALLENGE_PAGE.name} first-load JS before usable (mobile, compressed)`,
    bytes,
    'bytes',
    `<= ${SCRIPT_BYTES_GOAL / 1000} kB`,
    bytes <= SCRIPT_BYTES_GOAL,
  );

export const pageRows = (measurements: PageMeasurement[]): Row[] => [
  ...measurements.flatMap(rowsOfPage),
  visitScriptRow(measurements),
];
