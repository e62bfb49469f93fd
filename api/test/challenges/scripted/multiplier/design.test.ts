import { rules as multiplier } from '../../../../src/challenges/scripted/multiplier/rules';
import { design as multiplierDesign } from '../../../../src/challenges/scripted/multiplier/design';
import { runTests } from '../../../../src/test-design/test-design';
import { checkDesign, row } from '../../../test-design/designChecks';

const HAPPY_PATH = [row('product', '3', '4'), row('product', '12', '1'), row('product', '2', '5')];

describe('the multiplier test design', () => {
  checkDesign(multiplierDesign, multiplier, {
    full: [
      row('product', '3', '4'),
      row('product', '-3', '-4'),
      row('product', '1.5', '3'),
      row('product', '0.1', '0.2'),
      row('product', '7', '0'),
      row('product', '0', '-2.5'),
      row('product', '99999999999999999999', '2'),
      row('enterBothNumbers', '3', ''),
      row('enterBothNumbers', '   ', '4'),
      row('enterValidNumbers', '4', '4#'),
      row('enterValidNumbers', 'abc', '4'),
    ],
    happyPath: HAPPY_PATH,
    wrong: row('enterValidNumbers', '3', '4'),
  });

  it('catches a wrong sign only with negative numbers, which a happy path never tries', () => {
    const happy = runTests(multiplierDesign, HAPPY_PATH);
    const withNegatives = runTests(multiplierDesign, [...HAPPY_PATH, row('product', '-3', '-4')]);
    expect(withNegatives.variantsCaught).toBeGreaterThan(happy.variantsCaught);
    expect(happy.uncoveredClasses.cases.length).toBeGreaterThan(0);
  });

  it('refuses a number of 16 digits on build 2, which ships a zero taken for a missing number', () => {
    const values = [
      row('', '999999999999999', '2').values,
      row('', '-1000000000000000', '3').values,
      row('', '7', '0').values,
    ];
    expect(multiplierDesign.build2?.reference.outcomesOf(values)).toEqual([
      'product',
      'enterValidNumbers',
      'product',
    ]);
    expect(multiplierDesign.build2?.shipped.outcomesOf(values)).toEqual([
      'product',
      'enterValidNumbers',
      'enterBothNumbers',
    ]);
  });
});
