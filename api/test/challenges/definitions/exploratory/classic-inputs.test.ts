import { calculator } from '../../../../src/challenges/definitions/exploratory/calculator';
import { division } from '../../../../src/challenges/definitions/exploratory/division';
import { newsletter } from '../../../../src/challenges/definitions/exploratory/newsletter';
import { restorePassword } from '../../../../src/challenges/definitions/exploratory/restorePassword';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

/** What a careful tester types into a number field: each class once, boundaries included. */
const CLASSIC = ['', 'abc', '0', '-0', '1', '-1', '2.5', '-2.5', '3', '100', '150', '1,5', '9'.repeat(25)];

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

describe('the percentage calculator', () => {
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

describe('restore password', () => {
  it.each([
    ['Summer#2026', 1],
    ['Qa1!x', 1],
    ['Aa1!', 2],
    ['Zz9@Zz9@Zz9@', 3],
    ['a', 4],
    ['aB3', 4],
    ['Abcdefgh123#$', 5],
    ['VeryLongPass#2026', 5],
    ['PASSWORD1!', 6],
    ['password1!', 7],
    ['Password!', 8],
    ['Password1', 9],
    ['Qwerty1!', 10],
    ['', 11],
  ])('%j finds case %i', (first, caseIndex) => {
    expect(evaluate(restorePassword, { first }, 'en').caseIndex).toBe(caseIndex);
  });

  it('finds nothing for a password that breaks two rules at once', () => {
    expect(evaluate(restorePassword, { first: 'abcdefgh' }, 'en')).toEqual({
      message: 'Password must contain at least one capital Latin letter.',
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
