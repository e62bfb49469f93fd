import { findingText, TECHNIQUES } from '../../../../src/challenges/engine/techniques';
import { EMPTY_TEXT } from '@qa/shared/catalogue';
import { passwordValidation } from '../../../../src/challenges/definitions/scripted/passwordValidation';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

const submit = (first: string) => evaluate(passwordValidation, { first }, 'en');

const VALID = 'Password is valid.';
const LENGTH = 'Password must be 5 to 15 characters long.';

describe('passwordValidation cases', () => {
  it.each([
    ['Tester#2024', 1, VALID],
    ['Ab1#cd', 1, VALID],
    ['Abcdefgh123#$x', 1, VALID],
    ['Ab1#c', 2, VALID],
    ['Abcdefgh1234#$x', 3, VALID],
    ['Ab1#', 4, LENGTH],
    ['Abcdefgh1234#$xy', 5, LENGTH],
    ['ABCD1#', 6, 'Password must contain at least one small Latin letter.'],
    ['ABCабв1#', 6, 'Password must contain at least one small Latin letter.'],
    ['abcd1#', 7, 'Password must contain at least one capital Latin letter.'],
    ['Abcd#e', 8, 'Password must contain at least one number.'],
    ['Abcd1e', 9, 'Password must contain at least one symbol, such as ! or #.'],
    ['Qwerty1!', 10, 'New password must be different from the previous one.'],
    ['', 11, 'Please enter a password.'],
    [EMPTY_TEXT.ru, 11, 'Please enter a password.'],
  ])('%j finds case %i, the app answering %j', (password, caseIndex, message) => {
    expect(submit(password)).toStrictEqual({
      message,
      caseIndex,
      caseText:
        passwordValidation.cases[caseIndex - 1] &&
        findingText(passwordValidation.cases[caseIndex - 1]!, 'en'),
    });
  });

  it.each([
    ['Ab1', LENGTH],
    ['Abcdefgh1234#$xyz', LENGTH],
    ['ab1#', LENGTH],
    ['abcdef', 'Password must contain at least one capital Latin letter.'],
  ])(
    '%j breaks more than one rule or misses a boundary: no case, the app answering %j',
    (password, message) => {
      expect(submit(password)).toStrictEqual({ message });
    },
  );

  it('has eleven cases, each naming its technique, and names the previous password', () => {
    expect(passwordValidation.cases.map((found) => TECHNIQUES[found.technique].en)).toEqual([
      'Equivalence partitioning',
      ...Array(4).fill('Boundary value analysis'),
      ...Array(4).fill('Equivalence partitioning'),
      'Error guessing',
      'Error guessing',
    ]);
    for (const text of Object.values(passwordValidation.cases[9]?.text ?? {}))
      expect(text).toContain('Qwerty1!');
  });
});
