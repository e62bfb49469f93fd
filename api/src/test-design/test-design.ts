import type { Slot } from '@qa/shared/catalogue';
import type { FieldValues, HiddenDefinition, ScriptedDefinition } from '../challenges/engine/definition';
import { firstMatch } from '../challenges/engine/findings';
import type { Technique } from '../challenges/engine/techniques';
import type { Localized } from '../i18n/localized';

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
  variants: readonly BugVariant<Outcome>[];
  /** The expert design's input class of each row, by the case or bug its values land on. */
  classesOf: (rows: readonly FieldValues[]) => (InputClass | undefined)[];
  /** How many cases and bugs the expert design has. */
  classTotals: { cases: number; bugs: number };
}

/**
 * A build of the challenge: the outcome of each row, the rows run in order. A form answers each row alone; an API
 * keeps what earlier rows created, so a table there is run from an empty store.
 */
export interface Build<Outcome extends string = string> {
  outcomesOf: (rows: readonly FieldValues[]) => Outcome[];
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

/** A form's build: each row answered alone. */
export const formBuild = <Outcome extends string>(
  outcome: (values: FieldValues) => Outcome,
): Build<Outcome> => ({
  outcomesOf: (rows) => rows.map(outcome),
});

/**
 * The bug variants of a design whose faults are switches on one code path: `build(faults)` with none on is the
 * reference, and each variant turns one on.
 */
export const faultVariant =
  <Faults, Outcome extends string>(build: (faults: Faults) => Build<Outcome>) =>
  (technique: Technique, field: Slot | undefined, faults: Faults): BugVariant<Outcome> => ({
    technique,
    ...(field && { field }),
    ...build(faults),
  });

/** A form's input classes: the first case, else the first bug, its values land on. */
export const formClasses = (
  definition: ScriptedDefinition | HiddenDefinition,
): Pick<TestDesign, 'classesOf' | 'classTotals'> => ({
  classesOf: (rows) =>
    rows.map((values) => {
      const found = firstMatch(definition.cases, [values, undefined]);
      if (found) return { kind: 'case', number: found[0] };
      const bug = firstMatch(definition.bugs, [values, undefined]);
      return bug ? { kind: 'bug', number: bug[0] } : undefined;
    }),
  classTotals: { cases: definition.cases.length, bugs: definition.bugs.length },
});

export interface TestRow {
  values: FieldValues;
  expected: string;
}

export interface RowVerdict {
  validOnReference: boolean;
  /** What the reference build answered. */
  referenceOutcome: string;
}

export interface TestRun {
  rows: RowVerdict[];
  variantsTotal: number;
  variantsCaught: number;
  /** Per missed variant, in the variants' order: what would have caught it, never the variant itself. */
  missed: { technique: Technique; field?: Slot }[];
  /** 0-based indexes of rows whose input class an earlier row already covers. */
  redundant: number[];
  /** 1-based case numbers and bug numbers of the expert design that no valid row reaches. */
  uncoveredClasses: { cases: number[]; bugs: number[] };
  /** 0 to 100: the share of variants caught, less WRONG_EXPECTATION_COST per wrong expectation. */
  score: number;
}

/** Points a wrong expectation costs: a test that fails on a correct build would block a release for nothing. */
export const WRONG_EXPECTATION_COST = 10;

const numbersNotReached = (total: number, reached: ReadonlySet<number>): number[] =>
  Array.from({ length: total }, (_, index) => index + 1).filter((number) => !reached.has(number));

/** Runs the learner's table (rows already checked against the design's fields and outcomes). */
export function runTests(design: TestDesign, tests: readonly TestRow[]): TestRun {
  const values = tests.map((test) => test.values);
  const reference = design.reference.outcomesOf(values);
  const valid = tests.map(({ expected }, index) => reference[index] === expected);
  const caught = design.variants.map((variant) => {
    const outcomes = variant.outcomesOf(values);
    return tests.some(({ expected }, index) => valid[index] && outcomes[index] !== expected);
  });

  const classes = design.classesOf(values);
  const seen = new Set<string>();
  const reached = { case: new Set<number>(), bug: new Set<number>() };
  const redundant = classes.flatMap((inputClass, index) => {
    if (!inputClass) return [];
    if (valid[index]) reached[inputClass.kind].add(inputClass.number);
    const key = `${inputClass.kind} ${inputClass.number}`;
    if (seen.has(key)) return [index];
    seen.add(key);
    return [];
  });

  const variantsCaught = caught.filter(Boolean).length;
  const wrong = valid.filter((ok) => !ok).length;
  const share = design.variants.length === 0 ? 0 : variantsCaught / design.variants.length;
  return {
    rows: tests.map((_, index) => ({
      validOnReference: valid[index] ?? false,
      referenceOutcome: reference[index] ?? '',
    })),
    variantsTotal: design.variants.length,
    variantsCaught,
    missed: design.variants.flatMap(({ technique, field }, index) =>
      caught[index] ? [] : [{ technique, ...(field && { field }) }],
    ),
    redundant,
    uncoveredClasses: {
      cases: numbersNotReached(design.classTotals.cases, reached.case),
      bugs: numbersNotReached(design.classTotals.bugs, reached.bug),
    },
    score: Math.max(0, Math.round(100 * share) - WRONG_EXPECTATION_COST * wrong),
  };
}
