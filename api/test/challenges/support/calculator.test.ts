import { LANGUAGES } from '@qa/shared/catalogue';
import { division, multiplication } from '../../../src/challenges/support/calculator';

const values = (first: string, second: string) => ({ first, second, third: '' });
const multiply = (first: string, second: string) => multiplication(values(first, second), 'en');
const divide = (first: string, second: string) => division(values(first, second), 'en');

describe('the Multiplication app', () => {
  it.each([
    ['3', '4', '12'],
    ['-3', '4', '-12'],
    ['-3', '-4', '12'],
    ['0.1', '0.2', '0.02'],
    ['1,5', '2', '3'],
    ['0', '-7', '0'],
  ])('multiplies %s by %s: %s', (first, second, product) => {
    expect(multiply(first, second)).toBe(product);
  });

  it('asks for both numbers, then for valid ones', () => {
    expect(multiply('3', '')).toBe('Please enter both numbers.');
    expect(multiply('abc', '4')).toBe('Please enter valid numbers.');
  });
});

describe('the Division app', () => {
  it.each([
    ['10', '2', '5'],
    ['-10', '2', '-5'],
    ['7.5', '2.5', '3'],
    ['0', '5', '0'],
    ['10', '3', '3.3333333333'],
    ['2', '-3', '-0.6666666667'],
    ['1,5', '0,5', '3'],
  ])('divides %s by %s: %s', (first, second, quotient) => {
    expect(divide(first, second)).toBe(quotient);
  });

  it.each([
    ['5', '0'],
    ['0', '0'],
    ['-2.5', '-0.00'],
  ])('handles %s divided by %s with a clear message', (first, second) => {
    expect(divide(first, second)).toBe('Division by zero is not possible.');
  });

  it('asks for both numbers, then for valid ones', () => {
    expect(divide('', '0')).toBe('Please enter both numbers.');
    expect(divide('1e3', '0')).toBe('Please enter valid numbers.');
  });

  it('words its messages in every language', () => {
    for (const [first, second] of [
      ['5', '0'],
      ['abc', '2'],
      ['', '2'],
    ] as const) {
      const messages = LANGUAGES.map((language) => division(values(first, second), language));
      expect(new Set(messages).size).toBe(LANGUAGES.length);
    }
  });
});
