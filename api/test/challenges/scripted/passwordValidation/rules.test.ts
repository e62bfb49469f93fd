import { findingText, TECHNIQUES } from '../../../../src/challenges/engine/techniques';
import { rules as passwordValidation } from '../../../../src/challenges/scripted/passwordValidation/rules';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

const submit = (first: string) => evaluate(passwordValidation, { first }, 'en');

const VALID = 'Password is valid.';
const LENGTH = 'Password must be 5 to 15 characters long.';
const SMALL = 'Password must contain at least one small Latin letter.';
const CAPITAL = 'Password must contain at least one capital Latin letter.';

describe('passwordValidation cases', () => {
  it.each([
    ['Tester#2024', 1, VALID],
    ['Ab1#cd', 1, VALID],
    ['Abcdefgh123#$x', 1, VALID],
    [' Tester#2024 ', 1, VALID],
    ['Ab1#c', 2, VALID],
    ['Abcdefgh1234#$x', 3, VALID],
    ['Ab1#', 4, LENGTH],
    ['Abcdefgh1234#$xy', 5, LENGTH],
    ['ABCD1#', 6, SMALL],
    ['abcd1#', 7, CAPITAL],
    ['Abcd#e', 8, 'Password must contain at least one number.'],
    ['Abcd1e', 9, 'Password must contain at least one special character, such as ! or #.'],
    ['Qwerty1!', 10, 'New password must be different from the previous one.'],
    [' Qwerty1! ', 10, 'New password must be different from the previous one.'],
    ['', 11, 'Please enter a password.'],
    ['   ', 11, 'Please enter a password.'],
    ['Ab1', 12, LENGTH],
    ['ab', 12, LENGTH],
    ['Abcdefgh1234#$xyz', 13, LENGTH],
    ['abcdefghijklmnopqrstuvwxyz', 13, LENGTH],
    ['ABCабв1#', 14, SMALL],
    ['Пароль1!', 14, SMALL],
    ['qwertyЙЦУК1!', 14, CAPITAL],
  ])('%j finds case %i, the app answering %j', (password, caseIndex, message) => {
    expect(submit(password)).toStrictEqual({
      message,
      caseIndex,
      caseText:
        passwordValidation.cases[caseIndex - 1] &&
        findingText(passwordValidation.cases[caseIndex - 1]!, 'en'),
    });
  });

  /** Values of each class besides its examples, so a narrowed rule fails here by the case's name. */
  it.each([
    ['a valid password of 6 to 14 characters', ['Qa1!xy', 'Summer#2026!', 'Zz9@Zz9@Zz9@Zz']],
    ['the shortest valid password (5 characters)', ['Qa1!x', 'a1!Bc']],
    ['the longest valid password (15 characters)', ['Zz9@Zz9@Zz9@Zz9', 'Qa1!'.repeat(3) + 'abc']],
    ['4 characters, one under the minimum, every other rule met', ['Qa1!', 'a1!B']],
    ['16 characters, one over the maximum, every other rule met', ['Zz9@'.repeat(4), 'Qa1!'.repeat(4)]],
    ['no small Latin letter, every other rule met', ['QWERTY1!', 'ABC12#$']],
    ['no capital Latin letter, every other rule met', ['qwerty1!', 'abc12#$']],
    ['no number, every other rule met', ['Qwerty!!', 'Ab#cd']],
    ['no special character, every other rule met', ['Qwerty12', 'Ab cd1']],
    ['an empty password or only spaces', [' ', '      ']],
    ['a password far shorter than the minimum (1 to 3 characters)', ['x', 'A1', '!#$']],
    ['a password far longer than the maximum (17 characters or more)', ['Qa1!'.repeat(5), 'x'.repeat(256)]],
    ['letters of another alphabet instead of Latin ones', ['ПАРОЛЬ1!', 'Qwertyй1!'.replace('Q', 'Й')]],
  ])('%s is found by any value of its class', (text, passwords) => {
    const index = passwordValidation.cases.findIndex((found) => found.text.en === text);
    expect(index).toBeGreaterThanOrEqual(0);
    for (const password of passwords)
      expect([password, submit(password).caseIndex]).toEqual([password, index + 1]);
  });

  it.each([
    ['ab1#', LENGTH],
    ['Abcd', LENGTH],
    ['abcdefghijklmnop', LENGTH],
    ['abcdef', CAPITAL],
    ['АБВГабвг', SMALL],
  ])(
    '%j breaks more than one rule next to a boundary or in range: no case, the app answering %j',
    (password, message) => {
      expect(submit(password)).toStrictEqual({ message });
    },
  );

  it('has fourteen cases, each naming its technique, and names the previous password', () => {
    expect(passwordValidation.cases.map((found) => TECHNIQUES[found.technique].en)).toEqual([
      'Equivalence partitioning',
      ...Array(4).fill('Boundary value analysis'),
      ...Array(4).fill('Equivalence partitioning'),
      'Error guessing',
      'Error guessing',
      'Equivalence partitioning',
      'Equivalence partitioning',
      'Error guessing',
    ]);
    for (const text of Object.values(passwordValidation.cases[9]?.text ?? {}))
      expect(text).toContain('Qwerty1!');
  });
});
