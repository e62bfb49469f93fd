import { rules as passwordValidation } from '../../../../src/challenges/scripted/passwordValidation/rules';
import { PASSWORD_MESSAGES } from '../../../../src/challenges/support/password';
import { design as passwordValidationDesign } from '../../../../src/challenges/scripted/passwordValidation/design';
import { runTests } from '../../../../src/test-design/test-design';
import { checkDesign, row } from '../../../test-design/designChecks';

const HAPPY_PATH = [row('valid', 'Tester#2024'), row('valid', 'Summer2026!'), row('valid', 'Qa1!qa1!')];

const FULL = [
  row('valid', 'Ab1#c'),
  row('length', 'Ab1#'),
  row('valid', 'Abcdefgh1234#$x'),
  row('length', 'Abcdefgh1234#$xy'),
  row('smallLetter', 'ABCD1#'),
  row('capitalLetter', 'abcd1#'),
  row('number', 'Abcd#e'),
  row('symbol', 'Abcd1e'),
  row('previous', ' Qwerty1!'),
  row('smallLetter', 'ABCабв1#'),
  row('empty', '   '),
  // Spaces around a password are not part of it: two of them do not make four characters six.
  row('length', '  Ab1#  '),
];

describe('the password validation test design', () => {
  checkDesign(passwordValidationDesign, passwordValidation, {
    full: FULL,
    happyPath: HAPPY_PATH,
    wrong: row('valid', 'Ab1#'),
  });

  it('answers each row of the full table as the app itself does', () => {
    const app = FULL.map(({ values }) => passwordValidation.result(values, 'en'));
    const reference = passwordValidationDesign.reference.outcomesOf(FULL.map(({ values }) => values));
    expect(reference.map((outcome) => passwordValidationDesign.outcomes[outcome]?.en)).toEqual(app);
    expect(app).toContain(PASSWORD_MESSAGES.valid.en);
  });

  it('needs both sides of both length limits, and spaces around a short one, to catch each length fault', () => {
    const run = runTests(passwordValidationDesign, HAPPY_PATH);
    expect(run.missed.filter(({ technique }) => technique === 'boundaryValues')).toHaveLength(5);
  });

  it('takes a password without a special character as valid on build 2, and ships Cyrillic letters counted', () => {
    const build = passwordValidationDesign.build2;
    const values = [row('', 'Abcd1e'), row('', 'ABCабв1#'), row('', 'abcd1#')].map((test) => test.values);
    expect(build?.reference.outcomesOf(values)).toEqual(['valid', 'smallLetter', 'capitalLetter']);
    expect(build?.shipped.outcomesOf(values)).toEqual(['valid', 'valid', 'capitalLetter']);
  });
});
