import type { ChallengeDefinition, FieldValues } from '../../src/challenges/engine/definition';
import { runTests, type TestDesign, type TestRow } from '../../src/test-design/test-design';

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
}

/** Every example of the expert design's cases and bugs: the input classes a careful tester tries. */
const expertValues = (definition: ChallengeDefinition): FieldValues[] =>
  [...definition.cases, ...definition.bugs].flatMap(({ examples }) =>
    examples.map(({ first = '', second = '', third = '' }) => ({ first, second, third })),
  );

/**
 * What every test design must be: eight or more variants, none equal to the reference on every input class; a full
 * table of at most 15 rows catches all of them with no wrong row; a happy path scores low; a wrong expectation is
 * flagged with the reference's outcome and catches nothing.
 */
export const checkDesign = (design: TestDesign, definition: ChallengeDefinition, tables: DesignTables) => {
  it('has at least eight variants, each unlike the reference on some input class of the expert design', () => {
    expect(design.variants.length).toBeGreaterThanOrEqual(8);
    const values = expertValues(definition);
    const reference = design.reference.outcomesOf(values);
    design.variants.forEach((variant, index) => {
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

  it('offers only outcomes the reference can give, each named in four languages', () => {
    for (const text of Object.values(design.outcomes)) {
      expect(Object.keys(text).sort()).toEqual(['en', 'pl', 'ru', 'ua']);
    }
    const given = new Set(design.reference.outcomesOf(tables.full.map(({ values }) => values)));
    expect([...given].filter((outcome) => !(outcome in design.outcomes))).toEqual([]);
  });
};
