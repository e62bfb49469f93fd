import type { Language, Slot } from '@qa/shared/catalogue';
import type { RowCatches, Uncounted } from '@qa/shared/test-design';
import type { FirstRuns } from '@qa/shared/test-design/schema';
import type { FieldValues } from '../challenges/engine/definition';
import type { Technique } from '../challenges/engine/techniques';
import type { Localized } from '../i18n/localized';
import type { ClassLabel, ClassLabels } from './expert-classes';
import type { FaultList } from './faults';
import { judgeFirstRuns } from './first-runs';
import { rowWork } from './row-work';

/**
 * A challenge's test-design exercise: the learner's table of test cases is run against the reference build (the
 * behaviour the requirements describe) and against hidden bug variants, each a realistic fault. A row is a test
 * only if the reference passes it; a variant is caught by a test it fails (Examplar's grading, Code Defenders'
 * mutants).
 */
export interface TestDesign<Outcome extends string = string> {
  fields: readonly Slot[];
  /** The public outcomes a row may expect, in the order the page lists them. */
  outcomes: Readonly<Record<Outcome, Localized>>;
  /** The correct build. */
  reference: Build<Outcome>;
  /** The challenge's faults: each is one bug variant, and an interview draws several at once. */
  faults: FaultList<Outcome>;
  /** The expert design's input class of each row, by the case or bug its values land on. */
  classesOf: (rows: readonly FieldValues[]) => (InputClass | undefined)[];
  /**
   * Where a table runs in order on one store (an API): the rows that may change what later rows see, which are
   * never redundant. A form answers each row alone and has none.
   */
  writes?: (rows: readonly FieldValues[]) => boolean[];
  /** The expert design's cases and bugs, each by technique and field. */
  classLabels: ClassLabels;
  /** The next release: a change of the requirements, and a regression its note does not name. */
  build2: NextBuild<Outcome>;
}

/**
 * Build 2 of a challenge. Its release note names one intended change of the requirements; what it ships also
 * carries one regression, in a rule the change does not touch. The learner re-runs the table on it and tells the
 * two apart, as a tester does with each release.
 */
export interface NextBuild<Outcome extends string = string> {
  releaseNote: Localized;
  /** The behaviour the changed requirements describe. */
  reference: Build<Outcome>;
  /** What build 2 ships: that behaviour with the regression. */
  shipped: Build<Outcome>;
}

/**
 * A build of the challenge: the outcome of each row, the rows run in order. A form answers each row alone; an API
 * keeps what earlier rows created, so a table there is run from an empty store.
 */
export interface Build<Outcome extends string = string> {
  outcomesOf: (rows: readonly FieldValues[]) => Outcome[];
  /**
   * What the page shows for each row, where an outcome is not one fixed message (a computed number, an API's
   * response): an interview shows a submission this, as the challenge's page would.
   */
  shows?: (rows: readonly FieldValues[], language: Language) => string[];
  /**
   * Where what the page shows is more than a report's actual result copies (an API's response, headers and body):
   * the pieces of each row's answer an actual result must state (its status code, a field of the body). An
   * interview grades a report by these; without them, the one piece is what the page shows.
   */
  evidence?: (rows: readonly FieldValues[], language: Language) => (readonly string[])[];
}

/** One fault of a build. Only its technique and the field it lives in are ever shown, as a hint. */
export interface BugVariant<Outcome extends string = string> extends Build<Outcome> {
  technique: Technique;
  /** The field whose handling is faulty; undefined where it is the fields together (a sum, a comparison). */
  field?: Slot;
}

/** A case or a bug of the expert design, numbered from 1 as the page numbers them. */
export interface InputClass {
  kind: 'case' | 'bug';
  number: number;
}

/** A form's build: each row answered alone, and where given, what the form shows for it. */
export const formBuild = <Outcome extends string>(
  outcome: (values: FieldValues) => Outcome,
  shows?: (values: FieldValues, language: Language) => string,
): Build<Outcome> => ({
  outcomesOf: (rows) => rows.map(outcome),
  ...(shows && { shows: (rows, language) => rows.map((values) => shows(values, language)) }),
});

/** What the learner says of a row that fails on build 2. */
export type RowMark = 'intendedChange' | 'regression';

export interface TestRow {
  values: FieldValues;
  expected: string;
  /** On build 2 only. */
  mark?: RowMark;
}

/** A table as it travels: a field left out is empty. */
type WireRow = Omit<TestRow, 'values'> & { values: Partial<FieldValues> };

/** The table's rows as a run reads them: every field there, an absent one empty. */
export const tableRows = (tests: readonly WireRow[]): TestRow[] =>
  tests.map(({ values: { first = '', second = '', third = '' }, expected, mark }) => ({
    values: { first, second, third },
    expected,
    ...(mark && { mark }),
  }));

export interface RowVerdict {
  validOnReference: boolean;
  /** What the reference build answered. */
  referenceOutcome: string;
  catches: RowCatches;
  /** On a redundant row: the rows (0-based) that already catch its variants and cover its input class. */
  coveredBy?: number[];
  /** A row that passes but earns nothing: it catches no variant and covers no class for the score. */
  uncounted?: Uncounted;
}

export interface TestRun {
  build: 1;
  rows: RowVerdict[];
  variantsTotal: number;
  variantsCaught: number;
  /** Per missed variant, in the variants' order: what would have caught it, never the variant itself. */
  missed: { technique: Technique; field?: Slot }[];
  /**
   * 0-based indexes of the rows that catch no variant alone and cover no input class alone, beside the rows that
   * are not redundant: removed together, they lose nothing.
   */
  redundant: number[];
  /** 1-based case numbers and bug numbers of the expert design that no valid row reaches. */
  uncoveredClasses: { cases: number[]; bugs: number[] };
  /** Each of those classes by the technique that finds it and its field, cases first: never the class itself. */
  uncovered: ClassLabel[];
  /** How many input classes the expert design has (its cases and bugs). */
  classesTotal: number;
  /**
   * 0 to 100: SCORE_WEIGHTS.variants for the share of variants caught and SCORE_WEIGHTS.classes for the share of
   * the expert design's input classes covered, less WRONG_EXPECTATION_COST per wrong expectation.
   */
  score: number;
  /** The first runs with this run's added, where the run was judged against them. */
  firstRuns?: FirstRuns;
}

/** Points a wrong expectation costs: a test that fails on a correct build would block a release for nothing. */
export const WRONG_EXPECTATION_COST = 10;

/**
 * What a score is made of: catching the bug variants weighs most (it is what a table is for); covering the expert
 * design's input classes the rest, so a table that catches every variant but leaves classes untried is not 100.
 */
export const SCORE_WEIGHTS = { variants: 80, classes: 20 } as const;

const numbersNotReached = (total: number, reached: ReadonlySet<number>): number[] =>
  Array.from({ length: total }, (_, index) => index + 1).filter((number) => !reached.has(number));

/**
 * Runs the learner's table (rows already checked against the design's fields and outcomes). With `firstRuns`, a
 * row earns what it catches and covers only where its expectation was right the first time its values ran
 * (`first-runs.ts`); without (an interview, which shows no answers), every row that passes earns it.
 */
export function runTests(design: TestDesign, tests: readonly TestRow[], firstRuns?: FirstRuns): TestRun {
  const values = tests.map((test) => test.values);
  const reference = design.reference.outcomesOf(values);
  const valid = tests.map(({ expected }, index) => reference[index] === expected);
  const judged = firstRuns && judgeFirstRuns(firstRuns, values, reference, valid);
  const counted = valid.map((ok, index) => ok && judged?.uncounted[index] === undefined);
  const { variants } = design.faults;
  const kills = variants.map((variant) => {
    const outcomes = variant.outcomesOf(values);
    return tests.map(({ expected }, index) => counted[index] === true && outcomes[index] !== expected);
  });
  const caught = kills.map((byRow) => byRow.includes(true));

  const classes = design.classesOf(values);
  const reached = { case: new Set<number>(), bug: new Set<number>() };
  classes.forEach((inputClass, index) => {
    if (inputClass && counted[index]) reached[inputClass.kind].add(inputClass.number);
  });
  const work = rowWork(
    kills,
    classes.map((inputClass, index) =>
      inputClass && counted[index] ? `${inputClass.kind} ${inputClass.number}` : undefined,
    ),
    counted,
    design.writes?.(values),
  );

  const uncovered = {
    cases: numbersNotReached(design.classLabels.cases.length, reached.case),
    bugs: numbersNotReached(design.classLabels.bugs.length, reached.bug),
  };
  const variantsCaught = caught.filter(Boolean).length;
  const wrong = valid.filter((ok) => !ok).length;
  const classesTotal = design.classLabels.cases.length + design.classLabels.bugs.length;
  const covered = classesTotal - uncovered.cases.length - uncovered.bugs.length;
  const earned =
    (variants.length === 0 ? 0 : (SCORE_WEIGHTS.variants * variantsCaught) / variants.length) +
    (classesTotal === 0 ? 0 : (SCORE_WEIGHTS.classes * covered) / classesTotal);
  return {
    build: 1,
    rows: tests.map((_, index) => {
      const coveredBy = work.coveredBy.get(index);
      const uncounted = judged?.uncounted[index];
      return {
        validOnReference: valid[index] ?? false,
        referenceOutcome: reference[index] ?? '',
        catches: work.catches[index] ?? 'nothing',
        ...(coveredBy && { coveredBy }),
        ...(uncounted && { uncounted }),
      };
    }),
    variantsTotal: variants.length,
    variantsCaught,
    missed: variants.flatMap(({ technique, field }, index) =>
      caught[index] ? [] : [{ technique, ...(field && { field }) }],
    ),
    redundant: work.redundant,
    uncoveredClasses: {
      cases: uncovered.cases,
      bugs: uncovered.bugs,
    },
    uncovered: [
      ...uncovered.cases.map((number) => design.classLabels.cases[number - 1]),
      ...uncovered.bugs.map((number) => design.classLabels.bugs[number - 1]),
    ].filter((label) => label !== undefined),
    classesTotal,
    score: Math.max(0, Math.round(earned) - WRONG_EXPECTATION_COST * wrong),
    ...(judged && { firstRuns: judged.firstRuns }),
  };
}
