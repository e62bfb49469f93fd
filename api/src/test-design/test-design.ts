import type { Slot } from '@qa/shared/catalogue';
import type { FieldValues, HiddenDefinition, ScriptedDefinition } from '../challenges/engine/definition';
import { firstMatch } from '../challenges/engine/findings';
import type { Technique } from '../challenges/engine/techniques';
import type { Localized } from '../i18n/localized';

/**
 * A challenge's test-design exercise: the learner's table of test cases is run against the reference build (the
 * behaviour the requirements describe) and against hidden bug variants, each a realistic fault. A row is a test
 * only if the reference passes it; a variant is caught by a test it fails (Examplar's grading).
 */
export interface TestDesign<Outcome extends string = string> {
  /** The public outcomes a row may expect, in the order the page lists them. */
  outcomes: Readonly<Record<Outcome, Localized>>;
  /** The correct build. */
  reference: (values: FieldValues) => Outcome;
  variants: readonly BugVariant<Outcome>[];
  /** The challenge's expert design: a row's input class is the case or bug its values land on. */
  expertDesign: ScriptedDefinition | HiddenDefinition;
}

/** One fault of a build. Only its technique and the field it lives in are ever shown, as a hint. */
export interface BugVariant<Outcome extends string = string> {
  technique: Technique;
  /** The field whose handling is faulty; undefined where it is the fields together (a sum, a comparison). */
  field?: Slot;
  outcome: (values: FieldValues) => Outcome;
}

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
  /** 0 to 100: the share of variants caught, less 10 per wrong expectation. */
  score: number;
}

/** Points a wrong expectation costs: a test that fails on a correct build would block a release for nothing. */
export const WRONG_EXPECTATION_COST = 10;

const classOf = (design: TestDesign, values: FieldValues): string | undefined => {
  const { cases, bugs } = design.expertDesign;
  const found = firstMatch(cases, [values, undefined]);
  if (found) return `case ${found[0]}`;
  const bug = firstMatch(bugs, [values, undefined]);
  return bug ? `bug ${bug[0]}` : undefined;
};

const numbersNotReached = (
  items: readonly { matches: (values: FieldValues) => boolean }[],
  rows: FieldValues[],
) => items.flatMap((item, index) => (rows.some((values) => item.matches(values)) ? [] : [index + 1]));

/** Runs the learner's table (rows already validated against the design's fields and outcomes). */
export function runTests(design: TestDesign, tests: readonly TestRow[]): TestRun {
  const rows = tests.map(({ values, expected }) => {
    const referenceOutcome = design.reference(values);
    return { validOnReference: referenceOutcome === expected, referenceOutcome };
  });
  const valid = tests.filter((_, index) => rows[index]?.validOnReference);
  const caught = design.variants.map((variant) =>
    valid.some(({ values, expected }) => variant.outcome(values) !== expected),
  );
  const seen = new Set<string>();
  const redundant = tests.flatMap(({ values }, index) => {
    const inputClass = classOf(design, values);
    if (inputClass === undefined) return [];
    if (seen.has(inputClass)) return [index];
    seen.add(inputClass);
    return [];
  });
  const validValues = valid.map(({ values }) => values);
  const variantsCaught = caught.filter(Boolean).length;
  const wrong = rows.length - valid.length;
  const share = design.variants.length === 0 ? 0 : variantsCaught / design.variants.length;
  return {
    rows,
    variantsTotal: design.variants.length,
    variantsCaught,
    missed: design.variants.flatMap(({ technique, field }, index) =>
      caught[index] ? [] : [{ technique, ...(field && { field }) }],
    ),
    redundant,
    uncoveredClasses: {
      cases: numbersNotReached(design.expertDesign.cases, validValues),
      bugs: numbersNotReached(design.expertDesign.bugs, validValues),
    },
    score: Math.max(0, Math.round(100 * share) - WRONG_EXPECTATION_COST * wrong),
  };
}
