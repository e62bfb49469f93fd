import {
  addDecimals,
  formatDecimal,
  isWhole,
  parseDecimal,
  sign,
} from '../../../src/challenges/support/decimal';

const roundTrip = (text: string) => {
  const parsed = parseDecimal(text);
  return parsed && formatDecimal(parsed);
};

const sum = (a: string, b: string) => {
  const [x, y] = [parseDecimal(a), parseDecimal(b)];
  return x && y && formatDecimal(addDecimals(x, y));
};

describe('parseDecimal', () => {
  it.each([
    ['2', '2'],
    ['-5', '-5'],
    ['+7', '7'],
    ['007', '7'],
    ['-0', '0'],
    ['1.50', '1.5'],
    ['2.0', '2'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['1,25', '1.25'],
    [' 3 ', '3'],
    ['123456789012345678901234567890.000001', '123456789012345678901234567890.000001'],
  ])('reads %j as %s', (text, expected) => {
    expect(roundTrip(text)).toBe(expected);
  });

  it.each([
    '',
    ' ',
    'abc',
    '1a',
    '-',
    '+',
    '.',
    '1.2.3',
    '1,2,3',
    '1e3',
    'Infinity',
    'NaN',
    '0x10',
    '1 000',
    '٣',
    '--1',
  ])('refuses %j', (text) => {
    expect(parseDecimal(text)).toBeUndefined();
  });

  it('knows whole numbers and signs', () => {
    expect([isWhole(parseDecimal('2.0')!), isWhole(parseDecimal('2.5')!)]).toEqual([true, false]);
    expect(['-0.1', '0.0', '3'].map((text) => sign(parseDecimal(text)!))).toEqual([-1, 0, 1]);
  });
});

describe('addDecimals', () => {
  it.each([
    ['2', '3', '5'],
    ['0.1', '0.2', '0.3'],
    ['-5', '3', '-2'],
    ['1.5', '2.25', '3.75'],
    ['-0.5', '0.5', '0'],
    ['0.001', '-0.01', '-0.009'],
    ['99999999999999999999999999', '1', '100000000000000000000000000'],
    ['9'.repeat(256), '9'.repeat(256), `1${'9'.repeat(255)}8`],
  ])('%s + %s = %s', (a, b, expected) => {
    expect(sum(a, b)).toBe(expected);
  });
});
