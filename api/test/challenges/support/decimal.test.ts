import {
  decimal,
  divideDecimals,
  formatDecimal,
  formatFixed,
  isWhole,
  parseDecimal,
  roundDecimal,
  sign,
  type Decimal,
} from '../../../src/challenges/support/decimal';

const roundTrip = (text: string) => {
  const parsed = parseDecimal(text);
  return parsed && formatDecimal(parsed);
};

const combine = (a: string, b: string, operate: (x: Decimal, y: Decimal) => Decimal) => {
  const [x, y] = [parseDecimal(a), parseDecimal(b)];
  return x && y && formatDecimal(operate(x, y));
};
const sum = (a: string, b: string) => combine(a, b, (x, y) => x.plus(y));

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

describe('addition', () => {
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

describe('multiplication', () => {
  it.each([
    ['3', '4', '12'],
    ['-3', '4', '-12'],
    ['-3', '-4', '12'],
    ['1.5', '2', '3'],
    ['0.1', '0.2', '0.02'],
    ['-0', '5', '0'],
    ['123456789012345678901234567890', '10', '1234567890123456789012345678900'],
  ])('%s * %s = %s', (a, b, expected) => {
    expect(combine(a, b, (x, y) => x.times(y))).toBe(expected);
  });
});

describe('subtraction', () => {
  it.each([
    ['5', '3', '2'],
    ['3', '5', '-2'],
    ['0.3', '0.1', '0.2'],
    ['-1.5', '-1.5', '0'],
    ['-0.5', '0.25', '-0.75'],
    ['1' + '0'.repeat(200), '0.000001', `${'9'.repeat(200)}.999999`],
  ])('%s - %s = %s', (a, b, expected) => {
    expect(combine(a, b, (x, y) => x.minus(y))).toBe(expected);
  });
});

describe('comparison', () => {
  it.each([
    ['2', '10', -1],
    ['10', '2', 1],
    ['1.50', '1.5', 0],
    ['-0', '0', 0],
    ['-0.001', '0', -1],
    ['9'.repeat(100), `${'9'.repeat(99)}8`, 1],
  ])('%s compared with %s is %i', (a, b, expected) => {
    expect(parseDecimal(a)!.cmp(parseDecimal(b)!)).toBe(expected);
  });
});

describe('divideDecimals', () => {
  it.each([
    ['10', '2', 10, '5'],
    ['10', '3', 10, '3.3333333333'],
    ['20', '3', 10, '6.6666666667'],
    ['-20', '3', 10, '-6.6666666667'],
    ['20', '-3', 10, '-6.6666666667'],
    ['-20', '-3', 10, '6.6666666667'],
    ['7.5', '2.5', 10, '3'],
    ['1', '0.001', 2, '1000'],
    ['0.001', '3', 2, '0'],
    ['0', '-7', 10, '0'],
    ['1', '8', 2, '0.13'],
    ['-1', '8', 2, '-0.13'],
    ['9'.repeat(200), '0.5', 0, `1${'9'.repeat(199)}8`],
  ])('%s / %s to %i places = %s', (a, b, places, expected) => {
    expect(combine(a, b, (x, y) => divideDecimals(x, y, places))).toBe(expected);
  });
});

describe('rounding and fixed notation', () => {
  it.each([
    ['0.125', 2, '0.13'],
    ['-0.125', 2, '-0.13'],
    ['0.124', 2, '0.12'],
    ['5', 2, '5'],
  ])('rounds %s to %i places: %s', (text, places, expected) => {
    expect(formatDecimal(roundDecimal(parseDecimal(text)!, places))).toBe(expected);
  });

  it.each([
    ['120', '120.00'],
    ['0.5', '0.50'],
    ['0', '0.00'],
    ['-0.005', '-0.01'],
    ['83.333333', '83.33'],
  ])('shows %s as %s', (text, expected) => {
    expect(formatFixed(parseDecimal(text)!, 2)).toBe(expected);
  });
});

describe('decimal', () => {
  it('reads a constant, and refuses a typo at once', () => {
    expect(formatDecimal(decimal('1.20'))).toBe('1.2');
    expect(() => decimal('1.2.0')).toThrow('Not a decimal: 1.2.0');
  });
});
