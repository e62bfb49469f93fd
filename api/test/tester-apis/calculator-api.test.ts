import { calculatorApi } from '../../src/tester-apis/calculator/calculator-api';

const add = (first: unknown, second: unknown) =>
  calculatorApi({ method: 'POST', path: '/calculator', body: { first, second } }, 'en');

describe('calculatorApi sums', () => {
  it.each([
    [2, 3, 5],
    [-0, 0, 0],
    [Number.MAX_SAFE_INTEGER - 1, 1, Number.MAX_SAFE_INTEGER],
    [-Number.MAX_SAFE_INTEGER, -0, -Number.MAX_SAFE_INTEGER],
    [2 ** 53, 0, 2 ** 53],
    [0.5, 0.25, 0.75],
  ])('%d + %d is exactly %d', (first, second, result) => {
    expect(add(first, second)).toEqual({ status: 200, body: { result } });
  });

  it.each([
    // The exact sum is 2^53 + 1, which floating point cannot hold.
    [Number.MAX_SAFE_INTEGER, 2, 2 ** 53],
    [0.1, 0.2, 0.30000000000000004],
    [2 ** 53, 1, 2 ** 53],
  ])('%d + %d gives %d and shows the inexact bug', (first, second, result) => {
    expect(add(first, second)).toEqual({ status: 200, body: { result }, flaw: 'inexact' });
  });
});

describe('calculatorApi reads numbers written as strings', () => {
  it.each(['12', '-1.5', '+.5', '1.', '1e3', '2.5E-2', ' 7 '])('takes %j', (text) => {
    expect(add(text, 1)).toMatchObject({ status: 200, flaw: 'concatenated' });
  });

  it.each(['', '1.2.3', 'e3', '.', '1e', '12x', '0x10', `${'1'.repeat(5000)}x`])('refuses %j', (text) => {
    expect(add(text, 1)).toMatchObject({ status: 400 });
  });
});
