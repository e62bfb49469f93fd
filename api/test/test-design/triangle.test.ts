import { triangle } from '../../src/challenges/definitions/exploratory/triangle';
import type { FieldValues } from '../../src/challenges/engine/definition';
import { triangleDesign } from '../../src/test-design/designs/triangle';
import { runTests, type TestRow } from '../../src/test-design/test-design';

const row = (first: string, second: string, third: string, expected: string): TestRow => ({
  values: { first, second, third },
  expected,
});

/** A tester's full design: each class the requirements name, both sides of each boundary. */
const FULL: TestRow[] = [
  row('5', '5', '5', 'equilateral'),
  row('5', '5', '3', 'isosceles'),
  row('3', '5', '5', 'isosceles'),
  row('5', '3', '5', 'isosceles'),
  row('3', '4', '5', 'scalene'),
  row('2.5', '3', '4', 'scalene'),
  row('1', '2', '3', 'notTriangle'),
  row('3', '1', '2', 'notTriangle'),
  row('0', '4', '5', 'notPositive'),
  row('3', '4', '0', 'notPositive'),
  row('-1', '4', '5', 'notPositive'),
  row('a', '4', '5', 'notNumbers'),
  row('', '4', '5', 'missingSide'),
];

/** What a beginner tries first: one triangle of each kind. */
const HAPPY_PATH: TestRow[] = [
  row('3', '3', '3', 'equilateral'),
  row('3', '3', '4', 'isosceles'),
  row('3', '4', '5', 'scalene'),
];

const expertValues = (): FieldValues[] =>
  [...triangle.cases, ...triangle.bugs].flatMap(({ examples }) =>
    examples.map(({ first = '', second = '', third = '' }) => ({ first, second, third })),
  );

describe('the triangle test design', () => {
  it('has at least eight variants, each unlike the reference on some input class of the expert design', () => {
    expect(triangleDesign.variants.length).toBeGreaterThanOrEqual(8);
    const values = expertValues();
    const reference = triangleDesign.reference.outcomesOf(values);
    for (const variant of triangleDesign.variants) {
      const outcomes = variant.outcomesOf(values);
      expect(outcomes.some((outcome, index) => outcome !== reference[index])).toBe(true);
    }
  });

  it('catches every variant with a full table of at most 15 rows, all valid on the reference', () => {
    expect(FULL.length).toBeLessThanOrEqual(15);
    const run = runTests(triangleDesign, FULL);
    expect(run.rows.filter((one) => !one.validOnReference)).toEqual([]);
    expect(run.variantsCaught).toBe(run.variantsTotal);
    expect(run.missed).toEqual([]);
    expect(run.score).toBe(100);
  });

  it('scores a happy-path table low and names the techniques it misses', () => {
    const run = runTests(triangleDesign, HAPPY_PATH);
    expect(run.score).toBeLessThan(50);
    expect(run.missed.map(({ technique }) => technique)).toEqual(
      expect.arrayContaining(['boundaryValues', 'errorGuessing']),
    );
    expect(run.uncoveredClasses.cases.length).toBeGreaterThan(0);
  });

  it('flags a wrong expectation with what the reference answered, and it catches nothing', () => {
    const run = runTests(triangleDesign, [row('1', '2', '3', 'scalene')]);
    expect(run.rows).toEqual([{ validOnReference: false, referenceOutcome: 'notTriangle' }]);
    expect(run.variantsCaught).toBe(0);
    expect(run.score).toBe(0);
  });

  it('marks a row of a class an earlier row covers as redundant', () => {
    const run = runTests(triangleDesign, [...HAPPY_PATH, row('7', '7', '7', 'equilateral')]);
    expect(run.redundant).toEqual([3]);
  });
});
