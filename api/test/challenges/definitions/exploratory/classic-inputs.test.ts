import { calculator } from '../../../../src/challenges/definitions/exploratory/calculator';
import { division } from '../../../../src/challenges/definitions/exploratory/division';
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
