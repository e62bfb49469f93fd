import { NUMBER_FIELD_FINDINGS } from '../../../src/challenges/support/common-findings';
import { fieldClassCases, pairClass } from '../../../src/challenges/support/number-classes';

const values = (first: string, second: string) => ({ first, second, third: '' });

/** A form whose zero divisor is checked before the field classes, as the division forms do. */
const partitionOf = (pair: ReturnType<typeof values>) =>
  pair.second === '0' ? 'divisorZero' : (pairClass(pair) ?? 'ordinary');

describe('fieldClassCases', () => {
  const fieldClassCase = fieldClassCases(partitionOf);

  it.each([
    ['empty', NUMBER_FIELD_FINDINGS.emptyField],
    ['notNumber', NUMBER_FIELD_FINDINGS.notANumber],
    ['huge', NUMBER_FIELD_FINDINGS.huge],
  ] as const)('words the %s class as every calculator form does, found by error guessing', (name, text) => {
    const found = fieldClassCase(name, values('', '1'), values('1', ''));
    expect(found.technique).toBe('errorGuessing');
    expect(found.text).toBe(text);
    expect(found.examples).toEqual([values('', '1'), values('1', '')]);
  });

  it("is found by the form's own partition, not by the field class alone", () => {
    const huge = fieldClassCase('huge', values('1', '1'), values('2', '2'));
    expect(huge.matches(values('9'.repeat(20), '3'))).toBe(true);
    expect(huge.matches(values('9'.repeat(20), '0'))).toBe(false);
    expect(huge.matches(values('7', '3'))).toBe(false);
  });
});
