import Big from 'big.js';
import { divideDecimals, formatFixed, parseDecimal } from '../../../src/challenges/support/decimal';
import { divideSmall } from '../../../src/challenges/support/small-division';

/** big.js's own long division, rounded as divideDecimals rounds: what the whole-number path must match. */
const longDivision = (a: Big, b: Big, places: number): Big => {
  const divider = Big();
  divider.DP = places;
  divider.RM = Big.roundHalfUp;
  return new divider(a).div(b);
};

/** A seeded generator, so a failure names inputs that can be run again. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** Decimals as testers type them: a sign, up to 20 digits (past the whole-number limit too), a point anywhere. */
const decimalText = (next: () => number): string => {
  const length = 1 + Math.floor(next() * 20);
  const digits = Array.from({ length }, () => Math.floor(next() * 10)).join('');
  const point = Math.floor(next() * (length + 1));
  const sign = next() < 0.3 ? '-' : '';
  return `${sign}${digits.slice(0, point) || '0'}.${digits.slice(point) || '0'}`;
};

const shape = (d: Big) => ({ s: d.s, e: d.e, c: [...d.c] });

describe('divideDecimals in whole numbers', () => {
  it('takes the whole-number path for numbers of a few digits', () => {
    expect(divideSmall(new Big('100'), new Big('1.2'), 2)).toBe('8333e-2');
    expect(divideSmall(new Big('-1'), new Big('3'), 4)).toBe('-3333e-4');
    expect(divideSmall(new Big('1'), new Big('0'), 2)).toBeUndefined();
    expect(divideSmall(new Big('9'.repeat(17)), new Big('7'), 2)).toBeUndefined();
  });

  it.each([
    ['100', '1.2', 2, '83.33'],
    ['1', '3', 2, '0.33'],
    ['2', '3', 2, '0.67'],
    ['0.125', '1', 2, '0.13'],
    ['-0.125', '1', 2, '-0.13'],
    ['0.005', '1', 2, '0.01'],
    ['-0.001', '3', 2, '0.00'],
    ['1', '0.0003', 0, '3333'],
    ['123456789012', '0.001', 2, '123456789012000.00'],
    // At the whole-number limit (2^52 - 1), and just past it once scaled.
    ['4503599627370495', '7', 0, '643371375338642'],
    ['4503599627370495', '7', 1, '643371375338642.1'],
    ['4503599627370495', '4503599627370494', 2, '1.00'],
  ])('%s / %s to %d places is %s', (a, b, places, expected) => {
    const quotient = divideDecimals(parseDecimal(a)!, parseDecimal(b)!, places);
    expect(shape(quotient)).toEqual(shape(longDivision(new Big(a), new Big(b), places)));
    expect(formatFixed(quotient, places)).toBe(expected);
  });

  it("gives big.js's own quotient, digit for digit, on 20,000 random divisions", () => {
    const next = random(11);
    for (let run = 0; run < 20_000; run++) {
      const a = new Big(decimalText(next));
      let b = new Big(decimalText(next));
      if (b.eq(0)) b = new Big('7');
      const places = Math.floor(next() * 12);
      const quotient = divideDecimals(a, b, places);
      expect({ a: a.toString(), b: b.toString(), places, quotient: shape(quotient) }).toEqual({
        a: a.toString(),
        b: b.toString(),
        places,
        quotient: shape(longDivision(a, b, places)),
      });
      expect(quotient.constructor).toHaveProperty('DP', places);
    }
  });
});
