import { rules as triangle } from '../../../../src/challenges/exploratory/triangle/rules';
import { design as triangleDesign } from '../../../../src/challenges/exploratory/triangle/design';
import { runTests } from '../../../../src/test-design/test-design';
import { checkDesign, row } from '../../../test-design/designChecks';

const HAPPY_PATH = [
  row('equilateral', '3', '3', '3'),
  row('isosceles', '3', '3', '4'),
  row('scalene', '3', '4', '5'),
];

describe('the triangle test design', () => {
  checkDesign(triangleDesign, triangle, {
    full: [
      row('equilateral', '5', '5', '5'),
      row('isosceles', '5', '5', '3'),
      row('isosceles', '3', '5', '5'),
      row('isosceles', '5', '3', '5'),
      row('scalene', '3', '4', '5'),
      row('scalene', '2.5', '3', '4'),
      row('notTriangle', '1', '2', '3'),
      row('notTriangle', '3', '1', '2'),
      row('notPositive', '0', '4', '5'),
      row('notPositive', '3', '4', '0'),
      row('notPositive', '-1', '4', '5'),
      row('notNumbers', 'a', '4', '5'),
      row('missingSide', '', '4', '5'),
    ],
    happyPath: HAPPY_PATH,
    wrong: row('scalene', '1', '2', '3'),
  });

  it('names the techniques a happy path misses, and the classes it leaves', () => {
    const run = runTests(triangleDesign, HAPPY_PATH);
    expect(run.missed.map(({ technique }) => technique)).toEqual(
      expect.arrayContaining(['boundaryValues', 'errorGuessing']),
    );
    expect(run.uncoveredClasses.cases.length).toBeGreaterThan(0);
  });

  it('marks a row of a class an earlier row covers as redundant', () => {
    const run = runTests(triangleDesign, [...HAPPY_PATH, row('equilateral', '7', '7', '7')]);
    expect(run.redundant).toEqual([3]);
  });
});
