import { rules as calculator } from '../../../src/challenges/exploratory/calculator/rules';
import { rules as division } from '../../../src/challenges/exploratory/division/rules';
import { rules as newsletter } from '../../../src/challenges/exploratory/newsletter/rules';
import { rules as restorePassword } from '../../../src/challenges/exploratory/restorePassword/rules';
import type { HiddenDefinition } from '../../../src/challenges/engine/definition';
import { evaluate } from '../../../src/challenges/engine/evaluate';

/** What a careful tester types into a number field: each class once, boundaries included. */
const CLASSIC = [
  '',
  ' ',
  'abc',
  '0',
  '-0',
  '1',
  '-1',
  '2.5',
  '-2.5',
  '3',
  '99',
  '100',
  '101',
  '150',
  '1024',
  '1,5',
  '9'.repeat(25),
];

describe.each([
  ['division', division],
  ['calculator', calculator],
])('%s', (_name, definition) => {
  it('lands every pair of classic inputs on a case', () => {
    const found = new Set<number>();
    for (const first of CLASSIC) {
      for (const second of CLASSIC) {
        const { caseIndex, message } = evaluate(definition, { first, second }, 'en');
        expect(caseIndex).toEqual(expect.any(Number));
        expect(message).toMatch(/\S/);
        found.add(caseIndex!);
      }
    }
    expect(found.size).toBe(definition.cases.length);
  });
});

/** The case a submission finds, by its English text (without the technique). */
const foundText = (definition: HiddenDefinition, first: string, second: string): string | undefined => {
  const { caseIndex } = evaluate(definition, { first, second }, 'en');
  return caseIndex === undefined ? undefined : definition.cases[caseIndex - 1]!.text.en;
};

describe('the percentage calculator', () => {
  // Values of each class besides its examples: the class, not one value, finds the case.
  it.each([
    ['50', '80', 'a percentage above 1 and below 99'],
    ['1.01', '3', 'a percentage above 1 and below 99'],
    ['98.99', '3', 'a percentage above 1 and below 99'],
    ['-0', '80', 'zero percent gives zero'],
    ['100,0', '-0.5', 'a percentage of a negative number'],
    ['100', '3', 'one hundred percent gives the number itself'],
    ['101.01', '80', 'more than 101 percent'],
    ['-100', '0', 'a negative percentage is refused'],
    ['-99999999999999999999', '5', 'a negative percentage is refused'],
    ['10 %', '80', 'letters or special characters instead of a number'],
    ['ten', '80', 'letters or special characters instead of a number'],
    ['\t', '80', 'an empty field or only spaces'],
    ['', '', 'an empty field or only spaces'],
    ['5', '1000000000000000', 'a very large number (more than 15 digits before the point)'],
    ['0.001', '80', 'a percentage just above zero (1 at most)'],
    ['99.5', '80', 'a percentage just below one hundred (99 or more)'],
    ['100.5', '80', 'a percentage just above one hundred (101 at most)'],
    ['1', '-1', 'a percentage of a negative number'],
    ['50', '-0', 'a percentage of zero is zero'],
    ['150', '0.0', 'a percentage of zero is zero'],
  ])('%j percent of %j is in the class "%s"', (first, second, text) => {
    expect(foundText(calculator, first, second)).toBe(text);
  });

  it.each([
    ['25', '80', '20'],
    ['12.5', '80', '10'],
    ['0', '80', '0'],
    ['100', '80', '80'],
    ['150', '80', '120'],
    ['33', '0.1', '0.033'],
    ['-10', '80', 'The percentage cannot be negative.'],
  ])('%s percent of %s is %s', (first, second, expected) => {
    expect(evaluate(calculator, { first, second }, 'en').message).toBe(expected);
  });
});

describe('the division', () => {
  it.each([
    ['12', '4', '3'],
    ['7', '2', '3.5'],
    ['1', '1024', '0.0009765625'],
    ['1', '2048', '0.0004882813'],
    ['10', '3', '3.3333333333'],
  ])('%s divided by %s shows %s', (first, second, expected) => {
    expect(evaluate(division, { first, second }, 'en').message).toBe(expected);
  });

  // Values of each class besides its examples: the class, not one value, finds the case.
  it.each([
    ['9', '3', 'a quotient without a remainder'],
    ['2', '3', 'a quotient with more than ten decimals is rounded to ten'],
    ['1', '4096', 'a quotient with more than ten decimals is rounded to ten'],
    ['1', '1000', 'a quotient that is not whole but fits in ten decimals'],
    ['1', '512', 'a quotient that is not whole but fits in ten decimals'],
    ['5', '1024', 'a quotient with exactly ten decimals, shown in full'],
    ['7', '10000000000', 'a quotient with exactly ten decimals, shown in full'],
    ['-1', '3', 'one negative number gives a negative quotient'],
    ['-0.5', '-0.25', 'two negative numbers give a positive quotient'],
    ['-0', '-3', 'zero divided by a number'],
    ['9', '-0', 'division by zero is refused with a message'],
    ['99999999999999999999', '0', 'division by zero is refused with a message'],
    ['1e3', '5', 'letters or special characters instead of a number'],
    ['', 'x', 'an empty field or only spaces'],
    ['3', '\u00a0', 'an empty field or only spaces'],
    ['-99999999999999999999', '-3', 'a very large number (more than 15 digits before the point)'],
    ['2.5', '0.5', 'positive numbers, at least one of them a decimal'],
    ['0,1', '3', 'positive numbers, at least one of them a decimal'],
  ])('%j divided by %j is in the class "%s"', (first, second, text) => {
    expect(foundText(division, first, second)).toBe(text);
  });
});

describe('restore password', () => {
  it.each([
    ['Summer#2026', 1],
    ['Qa1!x', 1],
    ['Aa1!', 2],
    ['Zz9@Zz9@Zz9@', 3],
    ['aB3', 4],
    ['!!!', 4],
    ['Abcdefgh123#$', 5],
    ['Zz9@Zz9@Zz9@Z', 5],
    ['PASSWORD1!', 6],
    ['password1!', 7],
    ['Password!', 8],
    ['Password1', 9],
    ['Qwerty1!', 10],
    ['', 11],
    ['  ', 11],
    ['a', 12],
    ['#1', 12],
    ['VeryLongPass#2026', 13],
    ['abcdefghijklmn', 13],
    ['x'.repeat(256), 13],
    ['ABCабв1#', 14],
    ['Пароль1!', 14],
  ])('%j finds case %i', (first, caseIndex) => {
    expect(evaluate(restorePassword, { first }, 'en').caseIndex).toBe(caseIndex);
  });

  /** Each length class by its name: just beyond a limit is the boundary, far beyond a class of its own. */
  it.each([
    ['a password of 3 characters, one under the minimum', ['abc', 'A1!']],
    ['a password of 13 characters, one over the maximum, every other rule met', ['Qa1!Qa1!Qa1!Q']],
    ['a password far shorter than the minimum (1 or 2 characters)', ['Q', 'a!']],
    [
      'a password far longer than the maximum (14 characters or more)',
      ['Qa1!'.repeat(4), 'abcdefghijklmnopqrstuvwxyz'],
    ],
    ['letters of another alphabet instead of Latin ones', ['qwertyЙ1!', 'ПАРОЛЬ12#']],
    ['an empty password or only spaces', ['', '     ']],
  ])('%s is found by any value of its class', (text, passwords) => {
    const index = restorePassword.cases.findIndex((found) => found.text.en === text);
    expect(index).toBeGreaterThanOrEqual(0);
    for (const first of passwords) {
      expect([first, evaluate(restorePassword, { first }, 'en').caseIndex]).toEqual([first, index + 1]);
    }
  });

  it('finds nothing for a password that breaks two rules at once', () => {
    expect(evaluate(restorePassword, { first: 'abcdefgh' }, 'en')).toEqual({
      message: 'Password must contain at least one capital Latin letter.',
    });
    expect(evaluate(restorePassword, { first: 'abcdefghijklm' }, 'en')).toEqual({
      message: 'Password must be 4 to 12 characters long.',
    });
  });

  it('states its own length in the message', () => {
    expect(evaluate(restorePassword, { first: 'Abcdefgh123#$' }, 'en').message).toBe(
      'Password must be 4 to 12 characters long.',
    );
  });
});

describe('newsletter', () => {
  it.each([
    ['maria@shop.org', { caseIndex: 1 }, 'You are subscribed'],
    ['maria.k@shop.org', { caseIndex: 2 }, 'You are subscribed'],
    ['maria+deals@shop.org', { caseIndex: 3 }, 'You are subscribed'],
    ['anna.smith@example.com', { caseIndex: 4 }, 'Re-subscription is not possible'],
    ['qa.team@example.com', { caseIndex: 4 }, 'Re-subscription is not possible'],
    ['maria@my-shop.org', { caseIndex: 5 }, 'Invalid email'],
    ['maria.shop.org', { caseIndex: 6 }, 'Invalid email'],
    ['maria@@shop.org', { caseIndex: 7 }, 'Invalid email'],
    ['@shop.org', { caseIndex: 8 }, 'Invalid email'],
    ['maria@', { caseIndex: 9 }, 'Invalid email'],
    ['maria@localhost', { caseIndex: 10 }, 'Invalid email'],
    ['maria@shop24.org', { caseIndex: 11 }, 'Invalid email'],
    ['maria@mail.shop.org', { caseIndex: 12 }, 'Invalid email'],
    ['"maria"@shop.org', { caseIndex: 13 }, 'Invalid email'],
    ['maria @shop.org', { caseIndex: 14 }, 'Invalid email'],
    ['', { caseIndex: 15 }, 'Invalid email'],
    ['марія@shop.org', { caseIndex: 16 }, 'Invalid email'],
    ['maria@shop.org ', { caseIndex: 17 }, 'Invalid email'],
    ['maria_k@shop.org', { caseIndex: 18 }, 'You are subscribed'],
    ['Maria@shop.org', { caseIndex: 19 }, 'You are subscribed'],
    [`${'maria'.repeat(25)}@shop.org`, { caseIndex: 20 }, 'You are subscribed'],
    ['QA.Team@example.com', { bugIndex: 1 }, 'You are subscribed'],
    ['.maria@shop.org', { bugIndex: 2 }, 'You are subscribed'],
    ['maria.@shop.org', { bugIndex: 2 }, 'You are subscribed'],
    ['maria@Shop.org', { bugIndex: 3 }, 'Invalid email'],
  ] as const)('%j', (first, found, message) => {
    const result = evaluate(newsletter, { first }, 'en');
    expect(result).toMatchObject({ ...found, message });
    expect('caseIndex' in result && 'bugIndex' in result).toBe(false);
  });
});
