import { rules as division } from '../../../../src/challenges/exploratory/division/rules';
import { design as divisionDesign } from '../../../../src/challenges/exploratory/division/design';
import { runTests } from '../../../../src/test-design/test-design';
import { checkDesign, row } from '../../../test-design/designChecks';

const HAPPY_PATH = [row('whole', '12', '4'), row('exactDecimal', '7', '2'), row('roundedDecimal', '10', '3')];

describe('the division test design', () => {
  checkDesign(divisionDesign, division, {
    full: [
      row('whole', '12', '4'),
      row('exactDecimal', '7', '2'),
      row('roundedDecimal', '10', '3'),
      row('exactDecimal', '1', '1024'),
      row('roundedDecimal', '1', '2048'),
      row('negative', '-12', '4'),
      row('whole', '-12', '-4'),
      row('zero', '0', '5'),
      row('divisionByZero', '5', '0'),
      row('whole', '7.5', '2.5'),
      row('roundedDecimal', '1', '0,3'),
      row('enterBothNumbers', '', '5'),
      row('enterValidNumbers', 'abc', '5'),
    ],
    happyPath: HAPPY_PATH,
    wrong: row('exactDecimal', '10', '3'),
  });

  it('leaves the ten-decimal boundary, zero and the signs to a happy path', () => {
    const run = runTests(divisionDesign, HAPPY_PATH);
    expect(run.missed.map(({ technique }) => technique)).toEqual(
      expect.arrayContaining(['boundaryValues', 'decisionTable', 'errorGuessing']),
    );
    expect(run.score).toBe(13);
  });

  it('reads an empty field as 0 on build 2, which ships two negatives giving a negative quotient', () => {
    const values = [row('', '', '5').values, row('', '5', '').values, row('', '-12', '-4').values];
    expect(divisionDesign.build2?.reference.outcomesOf(values)).toEqual(['zero', 'divisionByZero', 'whole']);
    expect(divisionDesign.build2?.shipped.outcomesOf(values)).toEqual(['zero', 'divisionByZero', 'negative']);
  });
});
