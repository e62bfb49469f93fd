import { LANGUAGES } from '@qa/shared/catalogue';
import {
  breaksOnly,
  brokenRules,
  hasNonLatinLetter,
  isValidPassword,
  nonLatinInsteadOfLatin,
  passwordForm,
  PREVIOUS_PASSWORD,
} from '../../../src/challenges/support/password';

describe('brokenRules', () => {
  it.each([
    ['Tester#2024', []],
    ['Ab1#c', []],
    ['Abcdefgh1234#$x', []],
    ['Ab1#', ['length']],
    ['Abcdefgh1234#$xy', ['length']],
    ['ABCD1#', ['smallLetter']],
    ['ABCабв1#', ['smallLetter']],
    ['abcd1#', ['capitalLetter']],
    ['Abcd#e', ['number']],
    ['Abcd1e', ['symbol']],
    ['Abcd1 e', ['symbol']],
    [PREVIOUS_PASSWORD, ['previous']],
    [` ${PREVIOUS_PASSWORD} `, ['previous']],
    ['Qwerty 1!', []],
    ['', ['length', 'smallLetter', 'capitalLetter', 'number', 'symbol']],
    ['x', ['length', 'capitalLetter', 'number', 'symbol']],
    ['Ab1#😀', []],
  ])('%j breaks %j', (password, rules) => {
    expect(brokenRules(password)).toEqual(rules);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(isValidPassword('Ab1#' + '😀'.repeat(11))).toBe(true);
    expect(isValidPassword('Ab1#' + '😀'.repeat(12))).toBe(false);
  });

  it('isolates a rule with breaksOnly', () => {
    expect(breaksOnly('length')('Ab1#')).toBe(true);
    expect(breaksOnly('length')('ab1')).toBe(false);
    expect(breaksOnly('previous')(PREVIOUS_PASSWORD)).toBe(true);
  });

  it('tells letters of another alphabet standing in for Latin ones', () => {
    expect(['ABCабв1#', 'Пароль1!', 'abcДЕФ1#'].map(nonLatinInsteadOfLatin)).toEqual([true, true, true]);
    // A missing letter, a valid password with extra letters, or another rule broken too: not this class.
    expect(['ABCD1#', 'Abcж1#', 'Пароль1', 'Па1!'].map(nonLatinInsteadOfLatin)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(['é', 'ß', 'a', 'Z', '1'].map(hasNonLatinLetter)).toEqual([true, true, false, false, false]);
  });
});

describe('a password form', () => {
  const restore = passwordForm('changed');
  const validation = passwordForm('valid');
  const answer = (form: typeof restore, first: string) => form({ first, second: '', third: '' }, 'en');

  it('answers each broken rule, the first one first', () => {
    expect(answer(restore, '')).toBe('Please enter a password.');
    expect(answer(restore, '   ')).toBe('Please enter a password.');
    expect(answer(restore, 'ab')).toBe('Password must be 5 to 15 characters long.');
    expect(answer(restore, 'ABCD1#')).toBe('Password must contain at least one small Latin letter.');
    expect(answer(restore, 'abcd1#')).toBe('Password must contain at least one capital Latin letter.');
    expect(answer(restore, 'Abcd#e')).toBe('Password must contain at least one number.');
    expect(answer(restore, 'Abcd1e')).toBe(
      'Password must contain at least one special character, such as ! or #.',
    );
    expect(answer(restore, PREVIOUS_PASSWORD)).toBe('New password must be different from the previous one.');
  });

  it('has its own success line', () => {
    expect(answer(restore, 'Tester#2024')).toBe('Password changed.');
    expect(answer(validation, 'Tester#2024')).toBe('Password is valid.');
  });

  it('words its messages in every language', () => {
    for (const first of ['', 'ab', 'Tester#2024', PREVIOUS_PASSWORD]) {
      const messages = LANGUAGES.map((language) => restore({ first, second: '', third: '' }, language));
      expect(new Set(messages).size).toBe(LANGUAGES.length);
    }
  });
});
