import { rules as restorePassword } from '../../../../src/challenges/exploratory/restorePassword/rules';
import { design as restorePasswordDesign } from '../../../../src/challenges/exploratory/restorePassword/design';
import { runTests } from '../../../../src/test-design/test-design';
import { checkDesign, row } from '../../../test-design/designChecks';

const HAPPY_PATH = [row('changed', 'Tester#24'), row('changed', 'Summer#2026'), row('length', 'ab')];

describe('the restore password test design', () => {
  checkDesign(restorePasswordDesign, restorePassword, {
    full: [
      row('changed', 'Tester#24'),
      row('changed', 'Ab1#'),
      row('length', 'Ab1'),
      row('changed', 'Abcdefgh12#$'),
      row('length', 'Abcdefgh123#$'),
      row('smallLetter', 'ABC123#'),
      row('capitalLetter', 'abc123#'),
      row('number', 'Abcdef#'),
      row('symbol', 'Abc 1234'),
      row('smallLetter', 'ABCабв1#'),
      row('previous', ' Qwerty1! '),
      row('empty', '   '),
      row('length', '  A1#  '),
    ],
    happyPath: HAPPY_PATH,
    wrong: row('changed', 'Abcdefgh123#$'),
  });

  it('leaves the length boundaries and the previous password to a happy path', () => {
    const run = runTests(restorePasswordDesign, HAPPY_PATH);
    expect(run.missed.map(({ technique }) => technique)).toEqual(
      expect.arrayContaining(['boundaryValues', 'equivalencePartitioning', 'errorGuessing']),
    );
    expect(run.score).toBe(3);
  });

  it('changes a password without a number on build 2, and ships the previous one with spaces accepted', () => {
    const build = restorePasswordDesign.build2;
    const values = [row('', 'Abcdef#'), row('', ' Qwerty1! '), row('', 'Qwerty1!')].map(
      (test) => test.values,
    );
    expect(build?.reference.outcomesOf(values)).toEqual(['changed', 'previous', 'previous']);
    expect(build?.shipped.outcomesOf(values)).toEqual(['changed', 'changed', 'previous']);
  });
});
