import { rules as divide } from '../../../../src/challenges/scripted/divide/rules';
import { design as divideDesign } from '../../../../src/challenges/scripted/divide/design';
import { runTests } from '../../../../src/test-design/test-design';
import { checkDesign, row } from '../../../test-design/designChecks';

const HAPPY_PATH = [row('quotient', '10', '2'), row('quotient', '9', '3'), row('quotient', '8', '4')];

describe('the divide test design', () => {
  checkDesign(divideDesign, divide, {
    full: [
      row('quotient', '10', '2'),
      row('quotient', '10', '3'),
      row('quotient', '-10', '-2'),
      row('quotient', '10', '-4'),
      row('quotient', '7.5', '2.5'),
      row('quotient', '0,3', '3'),
      row('quotient', '0', '5'),
      row('divisionByZero', '5', '0'),
      row('quotient', '100000000000000000000', '3'),
      row('enterBothNumbers', '  ', '2'),
      row('enterBothNumbers', '10', ''),
      row('enterValidNumbers', 'abc', '2'),
    ],
    happyPath: HAPPY_PATH,
    wrong: row('quotient', '5', '0'),
  });

  it('needs a zero divisor to catch the build that never checks it', () => {
    const withoutZero = runTests(divideDesign, HAPPY_PATH);
    const withZero = runTests(divideDesign, [...HAPPY_PATH, row('divisionByZero', '5', '0')]);
    expect(withoutZero.missed).toContainEqual({ technique: 'boundaryValues', field: 'second' });
    expect(withZero.variantsCaught).toBeGreaterThan(withoutZero.variantsCaught);
  });

  it('refuses a decimal comma on build 2, which ships an empty divisor read as 0', () => {
    const values = [row('', '0,3', '3').values, row('', '0.3', '3').values, row('', '10', '').values];
    expect(divideDesign.build2?.reference.outcomesOf(values)).toEqual([
      'enterValidNumbers',
      'quotient',
      'enterBothNumbers',
    ]);
    expect(divideDesign.build2?.shipped.outcomesOf(values)).toEqual([
      'enterValidNumbers',
      'quotient',
      'divisionByZero',
    ]);
  });
});
