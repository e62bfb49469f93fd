/**
 * Goal 9 as table rows, per engine: the stored-progress GET's req/s and p99 with 1, 10 and 100 finds per learner,
 * the larger sizes against the smallest. Two series: a learner of one find while the others' progress grows (only
 * the database does), held flat; and the learners' own progress growing, the export's own growth, whose answer
 * grows with it, held to a budget per find; and the error answers.
 */
import { ENGINES, LEARNERS, PROBES, type GrowthResult } from './growth-sizes';
import type { LoadResult } from './load';
import { plainRow, ratioOf, type Row } from './rows';

/**
 * What the database's size may do to one learner: req/s within 10 % of the 1-find database's, p99 within 25 %
 * (p99 differs by 7 to 28 % from one run to the next on its own).
 */
export const DATABASE_THROUGHPUT_GOAL = 0.9;
export const DATABASE_P99_GOAL = 1.25;
/** The export's budget per find: a 100-find record's GET at least this share of a 1-find one's req/s. */
export const RECORD_THROUGHPUT_GOAL = 0.45;
export const RECORD_BUDGET_FINDS = 100;

/** The goals of one size against the smallest; none: reported for information. */
interface SizeGoals {
  throughput?: number;
  p99?: number;
}

const sizeRows = (name: string, load: LoadResult, smallest: LoadResult, goals: SizeGoals): Row[] => {
  if (load === smallest) {
    return [
      plainRow(9, `${name} throughput (baseline)`, load.requestsPerSecond, 'req/s'),
      plainRow(9, `${name} p99 latency (baseline)`, load.p99Ms, 'ms'),
    ];
  }
  const throughput = ratioOf(load.requestsPerSecond, smallest.requestsPerSecond);
  const latency = ratioOf(load.p99Ms, smallest.p99Ms);
  return [
    {
      issueGoal: 9,
      name: `${name} throughput`,
      value: load.requestsPerSecond,
      unit: 'req/s',
      baseline: smallest.requestsPerSecond,
      ratio: throughput,
      goal: goals.throughput === undefined ? '' : `>= ${goals.throughput}x of 1 find`,
      pass: goals.throughput === undefined ? null : throughput !== null && throughput >= goals.throughput,
    },
    {
      issueGoal: 9,
      name: `${name} p99 latency`,
      value: load.p99Ms,
      unit: 'ms',
      baseline: smallest.p99Ms,
      ratio: latency,
      goal: goals.p99 === undefined ? '' : `<= ${goals.p99}x of 1 find`,
      pass: goals.p99 === undefined ? null : latency !== null && latency <= goals.p99,
    },
  ];
};

const findsOf = (finds: number) => `${finds} find${finds === 1 ? '' : 's'}`;

const failures = (load: LoadResult) => load.non2xx + load.errors + load.timeouts;

const DATABASE_GOALS: SizeGoals = { throughput: DATABASE_THROUGHPUT_GOAL, p99: DATABASE_P99_GOAL };

/** Only the budgeted size has a goal; the sizes between and every p99 are information. */
const recordGoals = (finds: number): SizeGoals =>
  finds === RECORD_BUDGET_FINDS ? { throughput: RECORD_THROUGHPUT_GOAL } : {};

export const growthRows = (results: GrowthResult[]): Row[] =>
  ENGINES.flatMap((engine) => {
    const sizes = results.filter((result) => result.engine === engine);
    const [smallest] = sizes;
    if (!smallest) return [];
    const failed = sizes.reduce((sum, { load, probe }) => sum + failures(load) + failures(probe), 0);
    return [
      ...sizes.flatMap(({ finds, probe }) =>
        sizeRows(
          `GET stored progress of a 1-find learner, ${engine}, ${PROBES} of them beside ${LEARNERS} × ${findsOf(finds)}`,
          probe,
          smallest.probe,
          DATABASE_GOALS,
        ),
      ),
      ...sizes.flatMap(({ finds, load }) =>
        sizeRows(
          `GET stored progress (the export grows), ${engine}, ${LEARNERS} learners × ${findsOf(finds)}`,
          load,
          smallest.load,
          recordGoals(finds),
        ),
      ),
      // An error answer is cheap, so a run with any would overstate the throughput.
      plainRow(9, `GET stored progress, ${engine}, non-2xx / errors`, failed, 'count', '0', failed === 0),
    ];
  });
