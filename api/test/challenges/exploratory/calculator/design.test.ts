import { rules as calculator } from '../../../../src/challenges/exploratory/calculator/rules';
import { design as calculatorDesign } from '../../../../src/challenges/exploratory/calculator/design';
import { runTests } from '../../../../src/test-design/test-design';
import { checkDesign, row } from '../../../test-design/designChecks';

const HAPPY_PATH = [
  row('partOfNumber', '25', '80'),
  row('theNumber', '100', '80'),
  row('moreThanNumber', '150', '80'),
];

describe('the calculator test design', () => {
  checkDesign(calculatorDesign, calculator, {
    full: [
      row('partOfNumber', '25', '80'),
      row('zero', '0', '80'),
      row('theNumber', '100', '80'),
      row('moreThanNumber', '100.01', '80'),
      row('moreThanNumber', '150', '80'),
      row('negativePercentage', '-10', '80'),
      row('negativePercentage', '-0.01', '80'),
      row('zero', '25', '0'),
      row('partOfNumber', '25', '-80'),
      row('partOfNumber', '0,5', '80'),
      row('enterBothNumbers', '', '80'),
      row('enterValidNumbers', 'abc', '80'),
    ],
    happyPath: HAPPY_PATH,
    wrong: row('theNumber', '99.99', '80'),
  });

  it('leaves the boundaries of the percentage to a happy path', () => {
    const run = runTests(calculatorDesign, HAPPY_PATH);
    expect(run.missed.map(({ technique }) => technique)).toEqual(
      expect.arrayContaining(['boundaryValues', 'errorGuessing']),
    );
    expect(run.score).toBe(14);
  });

  it('calculates a negative percentage on build 2, which ships a Number of 0 taken for an empty field', () => {
    const values = [row('', '-10', '80').values, row('', '25', '0').values];
    expect(calculatorDesign.build2?.reference.outcomesOf(values)).toEqual(['partOfNumber', 'zero']);
    expect(calculatorDesign.build2?.shipped.outcomesOf(values)).toEqual(['partOfNumber', 'enterBothNumbers']);
  });
});
