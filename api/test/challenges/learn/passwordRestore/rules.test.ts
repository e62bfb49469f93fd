import { findingText, TECHNIQUES } from '../../../../src/challenges/engine/techniques';
import { rules as passwordRestore } from '../../../../src/challenges/learn/passwordRestore/rules';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

const submit = (caseNumber: number, first: string) => evaluate(passwordRestore, { first, caseNumber }, 'en');

/** Per step: passwords that follow it with the app's answer, and passwords that do not. */
const STEPS: Array<{ step: number; follows: Array<[string, string]>; breaks: string[] }> = [
  {
    step: 1,
    follows: [
      ['Tester#2024', 'Password changed.'],
      ['Ab1#c', 'Password changed.'],
    ],
    breaks: ['Qwerty1!', 'tester#2024', ''],
  },
  {
    step: 2,
    follows: [
      ['Ab1#c', 'Password changed.'],
      ['Qa1!x', 'Password changed.'],
    ],
    breaks: ['Ab1#cd', 'Ab1#', 'ab1#c'],
  },
  {
    step: 3,
    follows: [
      ['Abcdefgh1234#$x', 'Password changed.'],
      ['Zz9@Zz9@Zz9@Zz9', 'Password changed.'],
    ],
    breaks: ['Abcdefgh123#$x', 'Abcdefgh1234#$xy', 'abcdefgh1234#$x'],
  },
  {
    step: 4,
    follows: [
      ['Ab1#', 'Password must be 5 to 15 characters long.'],
      ['Qa1!', 'Password must be 5 to 15 characters long.'],
    ],
    breaks: ['Ab1', 'ab1#', 'Ab1#c'],
  },
  {
    step: 5,
    follows: [
      ['Abcdefgh1234#$xy', 'Password must be 5 to 15 characters long.'],
      ['Qa1!Qa1!Qa1!Qa1!', 'Password must be 5 to 15 characters long.'],
    ],
    breaks: ['Abcdefgh1234#$xyz', 'Abcdefgh1234#$x', 'abcdefgh1234#$xy'],
  },
  {
    step: 6,
    follows: [
      ['ABCD1#', 'Password must contain at least one small Latin letter.'],
      ['ABCабв1#', 'Password must contain at least one small Latin letter.'],
    ],
    breaks: ['ABCD1', 'ABC1', 'Abcd1#'],
  },
  {
    step: 7,
    follows: [
      ['abcd1#', 'Password must contain at least one capital Latin letter.'],
      ['qwerty1!', 'Password must contain at least one capital Latin letter.'],
    ],
    breaks: ['abcd#e', 'Abcd1#'],
  },
  {
    step: 8,
    follows: [
      ['Abcd#e', 'Password must contain at least one number.'],
      ['Qwerty!!', 'Password must contain at least one number.'],
    ],
    breaks: ['abcd#e', 'Abcd1#'],
  },
  {
    step: 9,
    follows: [
      ['Abcd1e', 'Password must contain at least one special character, such as ! or #.'],
      ['Qwerty12', 'Password must contain at least one special character, such as ! or #.'],
    ],
    breaks: ['abcd1e', 'Abcd1#'],
  },
  {
    step: 10,
    follows: [
      ['Qwerty1!', 'New password must be different from the previous one.'],
      // Spaces around it do not make a new password, as the description says.
      [' Qwerty1!', 'New password must be different from the previous one.'],
    ],
    breaks: ['qwerty1!', 'Qwerty1!!', 'Qwerty 1!'],
  },
  {
    step: 11,
    follows: [
      ['ABCабв1#', 'Password must contain at least one small Latin letter.'],
      ['QWERTYй1!', 'Password must contain at least one small Latin letter.'],
    ],
    breaks: ['ABCD1#', 'ABCaбв1#', 'АБВабв1#'],
  },
  {
    step: 12,
    follows: [
      ['', 'Please enter a password.'],
      ['    ', 'Please enter a password.'],
    ],
    breaks: ['Tester#2024', 'a', '_'],
  },
];

describe('passwordRestore steps', () => {
  describe.each(STEPS)('step $step', ({ step, follows, breaks }) => {
    it.each(follows)('is found with %j, the app answering %j', (password, message) => {
      expect(submit(step, password)).toStrictEqual({
        message,
        caseIndex: step,
        caseText: passwordRestore.cases[step - 1] && findingText(passwordRestore.cases[step - 1]!, 'en'),
        firstCorrect: true,
      });
    });

    it.each(breaks)('is not found with %j', (password) => {
      expect(submit(step, password)).toStrictEqual({
        message: 'Please follow the instructions',
        firstCorrect: false,
      });
    });
  });

  it('teaches twelve steps, each naming its technique, the empty field last', () => {
    expect(passwordRestore.cases.map((step) => TECHNIQUES[step.technique].en)).toEqual([
      'Equivalence partitioning',
      ...Array(4).fill('Boundary value analysis'),
      ...Array(4).fill('Equivalence partitioning'),
      'Error guessing',
      'Error guessing',
      'Error guessing',
    ]);
    expect(passwordRestore.cases[11]?.text.en).toBe('an empty password or only spaces');
  });

  it('states the previous password in the instructions', () => {
    for (const step of [0, 9]) {
      for (const text of Object.values(passwordRestore.cases[step]?.instruction ?? {})) {
        expect(text).toContain('Qwerty1!');
      }
    }
  });
});
