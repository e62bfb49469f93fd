import { expertValues } from '../../src/challenges/checks';
import type { ChallengeDefinition, FieldValues } from '../../src/challenges/engine/definition';
import { runRegression } from '../../src/test-design/regression';
import {
  runTests,
  SCORE_WEIGHTS,
  type NextBuild,
  type TestDesign,
  type TestRow,
} from '../../src/test-design/test-design';

/** A table row from the field values in slot order. */
export const row = (expected: string, first = '', second = '', third = ''): TestRow => ({
  values: { first, second, third },
  expected,
});

export interface DesignTables {
  /** A tester's full design, at most 15 rows, valid on the reference: it catches every variant. */
  full: TestRow[];
  /** What a beginner tries first: it scores low. */
  happyPath: TestRow[];
  /** One row whose expectation the reference refutes. */
  wrong: TestRow;
  /** Where a table runs in order (an API's), the expert design's examples in the order a tester would run them. */
  expertOrder?: (values: FieldValues[]) => FieldValues[];
}

/**
 * What every test design must be: eight or more variants, none equal to the reference on every input class; a full
 * table of at most 15 rows catches all of them with no wrong row; a happy path scores low; a wrong expectation is
 * flagged with the reference's outcome and catches nothing.
 */
export const checkDesign = (design: TestDesign, definition: ChallengeDefinition, tables: DesignTables) => {
  it('has at least eight variants, each unlike the reference on some input class of the expert design', () => {
    expect(design.faults.variants.length).toBeGreaterThanOrEqual(8);
    const values = expertValues(definition);
    const reference = design.reference.outcomesOf(values);
    design.faults.variants.forEach((variant, index) => {
      const outcomes = variant.outcomesOf(values);
      expect([index, outcomes.some((outcome, at) => outcome !== reference[at])]).toEqual([index, true]);
    });
  });

  it('catches every variant with a full table of at most 15 rows, all valid on the reference', () => {
    expect(tables.full.length).toBeLessThanOrEqual(15);
    const run = runTests(design, tables.full);
    expect(
      run.rows.flatMap((verdict, index) => (verdict.validOnReference ? [] : [[index, verdict]])),
    ).toEqual([]);
    expect(run.missed).toEqual([]);
    expect(run.variantsCaught).toBe(run.variantsTotal);
    // Every variant's points; the classes it leaves untried cost their share of the rest.
    const covered = run.classesTotal - run.uncoveredClasses.cases.length - run.uncoveredClasses.bugs.length;
    expect(run.score).toBe(
      Math.round(SCORE_WEIGHTS.variants + (SCORE_WEIGHTS.classes * covered) / run.classesTotal),
    );
  });

  it('scores the expert design 100: every input class covered, every variant caught', () => {
    const values = tables.expertOrder?.(expertValues(definition)) ?? expertValues(definition);
    const table = design.reference
      .outcomesOf(values)
      .map((expected, index) => ({ values: values[index]!, expected }));
    const run = runTests(design, table);
    expect(run.uncoveredClasses).toEqual({ cases: [], bugs: [] });
    expect(run.variantsCaught).toBe(run.variantsTotal);
    expect(run.score).toBe(100);
  });

  it('scores a happy-path table low', () => {
    const run = runTests(design, tables.happyPath);
    expect(run.rows.every((verdict) => verdict.validOnReference)).toBe(true);
    expect(run.score).toBeLessThan(50);
  });

  it('flags a wrong expectation with what the reference answered, and it catches nothing', () => {
    const run = runTests(design, [tables.wrong]);
    expect(run.rows[0]?.validOnReference).toBe(false);
    expect(run.rows[0]?.referenceOutcome).not.toBe(tables.wrong.expected);
    expect(run.variantsCaught).toBe(0);
    expect(run.score).toBe(0);
  });

  it('flags as redundant only rows whose removal, all together, loses no caught variant and no covered class', () => {
    // Every example of the expert design, expecting what the reference answers: several rows per input class.
    const values = expertValues(definition);
    const table = design.reference.outcomesOf(values).map((expected, index) => ({
      values: values[index] ?? { first: '', second: '', third: '' },
      expected,
    }));
    const run = runTests(design, table);
    expect(run.redundant.length).toBeGreaterThan(0);
    const kept = runTests(
      design,
      table.filter((_row, index) => !run.redundant.includes(index)),
    );
    expect(kept.variantsCaught).toBe(run.variantsCaught);
    expect(kept.uncoveredClasses).toEqual(run.uncoveredClasses);
    expect(kept.redundant).toEqual([]);
    for (const index of run.redundant) {
      const verdict = run.rows[index];
      expect(verdict?.catches).not.toBe('alone');
      expect(verdict?.coveredBy?.every((other) => !run.redundant.includes(other))).toBe(true);
    }
  });

  it('offers only outcomes the reference can give, each named in four languages', () => {
    for (const text of Object.values(design.outcomes)) {
      expect(Object.keys(text).sort()).toEqual(['en', 'pl', 'ru', 'ua']);
    }
    const given = new Set(design.reference.outcomesOf(tables.full.map(({ values }) => values)));
    expect([...given].filter((outcome) => !(outcome in design.outcomes))).toEqual([]);
  });

  describe('build 2', () => checkNextBuild(design, definition, tables.full));
};

/**
 * The full table as a tester leaves it after build 2: a row the change moved expects the new outcome and is marked
 * an intended change; a row build 2 fails otherwise is marked a regression.
 */
export const markedForBuild2 = (
  design: TestDesign,
  build: NextBuild,
  table: readonly TestRow[],
): TestRow[] => {
  const values = table.map((test) => test.values);
  const before = design.reference.outcomesOf(values);
  const after = build.reference.outcomesOf(values);
  const shipped = build.shipped.outcomesOf(values);
  return table.map((test, index) =>
    before[index] !== after[index]
      ? { ...test, expected: after[index] ?? '', mark: 'intendedChange' }
      : shipped[index] !== after[index]
        ? { ...test, mark: 'regression' }
        : test,
  );
};

/**
 * What build 2 must be: a release note in four languages; the change moves some input class of the expert design,
 * the regression breaks another that the change leaves alone, and never one the change moved (a row cannot be
 * both); the full table, re-run unmarked, fails and scores nothing, and marked as a tester would it scores 100.
 */
const checkNextBuild = (design: TestDesign, definition: ChallengeDefinition, full: readonly TestRow[]) => {
  const build = design.build2;
  it('has a release note in four languages', () => {
    expect(Object.keys(build.releaseNote).sort()).toEqual(['en', 'pl', 'ru', 'ua']);
  });

  it('changes one rule and breaks another, never the same input', () => {
    const values = expertValues(definition);
    const before = design.reference.outcomesOf(values);
    const after = build.reference.outcomesOf(values);
    const shipped = build.shipped.outcomesOf(values);
    const changed = values.filter((_, index) => before[index] !== after[index]);
    const broken = values.filter((_, index) => shipped[index] !== after[index]);
    expect(changed.length).toBeGreaterThan(0);
    expect(broken.length).toBeGreaterThan(0);
    expect(changed.filter((value) => broken.includes(value))).toEqual([]);
    const given = new Set([...after, ...shipped]);
    expect([...given].filter((outcome) => !(outcome in design.outcomes))).toEqual([]);
  });

  it('scores the full table unmarked at 0, its failing rows missing a mark', () => {
    const run = runRegression(design, build, full);
    expect(run.score).toBe(0);
    expect(run.rows.some(({ passed }) => !passed)).toBe(true);
    expect(run.rows.filter(({ passed }) => !passed).every(({ mark }) => mark === 'missing')).toBe(true);
  });

  it('scores the full table marked as a tester would at 100, every mark right', () => {
    const marked = markedForBuild2(design, build, full);
    expect(marked.some(({ mark }) => mark === 'intendedChange')).toBe(true);
    expect(marked.some(({ mark }) => mark === 'regression')).toBe(true);
    const run = runRegression(design, build, marked);
    expect(run.rows.map(({ mark }) => mark).filter((mark) => mark !== 'right' && mark !== 'none')).toEqual(
      [],
    );
    expect(run).toMatchObject({
      changeFound: true,
      regressionFound: true,
      passesReference: true,
      score: 100,
    });
  });

  it('finds a regression called an intended change wrong, and a change called a regression', () => {
    const swapped = markedForBuild2(design, build, full).map((test): TestRow =>
      test.mark === 'regression'
        ? { ...test, mark: 'intendedChange' }
        : test.mark === 'intendedChange'
          ? { ...test, mark: 'regression' }
          : test,
    );
    const run = runRegression(design, build, swapped);
    expect(run.rows.filter((_, index) => swapped[index]?.mark).every(({ mark }) => mark === 'wrong')).toBe(
      true,
    );
    expect(run.score).toBe(0);
  });
};
