import Big from 'big.js';
import { divideSmall } from './small-division';

/**
 * Exact decimal numbers for the calculator challenges, from big.js: 0.1 + 0.2 is 0.3 and a 200-digit number
 * stays exact, which binary floating point cannot promise. This file holds only the product's rules on top:
 * what a tester may type as a number, how results are rounded and shown.
 */
export type Decimal = Big;

/** Optional sign, digits, one decimal separator; a comma is accepted because ua, ru and pl write 1,5. */
const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:[.,](\d*))?$/;

/** A constructor per number of decimal places, so a quotient is rounded once, to that many places. */
const dividers = new Map<number, typeof Big>();
const dividerFor = (places: number): typeof Big => {
  let divider = dividers.get(places);
  if (!divider) {
    divider = Big();
    divider.DP = places;
    divider.RM = Big.roundHalfUp;
    dividers.set(places, divider);
  }
  return divider;
};

/** The number a tester typed, or undefined when it is not a plain decimal number (letters, exponents, empty). */
export function parseDecimal(text: string): Decimal | undefined {
  const match = DECIMAL_PATTERN.exec(text.trim());
  const [, signText = '', whole = '', fraction = ''] = match ?? [];
  if (!match || whole + fraction === '') return undefined;
  return new Big(`${signText === '-' ? '-' : ''}${whole || '0'}.${fraction || '0'}`);
}

/** A decimal written in the code, such as a rate: a typo fails when the module loads, not in a request. */
export function decimal(text: string): Decimal {
  const parsed = parseDecimal(text);
  if (!parsed) throw new Error(`Not a decimal: ${text}`);
  return parsed;
}

/**
 * a / b rounded half away from zero to `places` decimals (1 / 3 has no exact decimal form).
 * The caller rules out b = 0: the app answers it with a message, not a number.
 * Numbers of a few digits (what testers type) are divided as whole numbers, exactly and much faster than
 * big.js's long division; the result is the same Big, from the same constructor.
 */
export const divideDecimals = (a: Decimal, b: Decimal, places: number): Decimal => {
  const divider = dividerFor(places);
  const small = divideSmall(a, b, places);
  return small === undefined ? new divider(a).div(b) : new divider(small);
};

/** Half away from zero, as people round money: 0.125 -> 0.13. */
export const roundDecimal = (d: Decimal, places: number): Decimal => d.round(places, Big.roundHalfUp);

/** From the coefficient big.js keeps normalised (zero is [0]): comparing with 0 would build a Big each call. */
export const sign = (d: Decimal): -1 | 0 | 1 => (d.c[0] === 0 ? 0 : d.s < 0 ? -1 : 1);

/** Plain notation with a point and no trailing zeros: 3.75, -2, 0 (never exponents, never -0). */
export const formatDecimal = (d: Decimal): string => (sign(d) === 0 ? '0' : d.toFixed());

export const isWhole = (d: Decimal): boolean => d.eq(d.round(0, Big.roundDown));

/** Decimals after the point: 0 for 120, 2 for 1.25 (big.js keeps no trailing zeros). */
const decimalsOf = (d: Decimal): number => Math.max(0, d.c.length - 1 - d.e);

/** Exactly `places` decimals, as an amount of money is shown: 120.00. Rounds first, where there is more. */
export const formatFixed = (d: Decimal, places: number): string => {
  const rounded = decimalsOf(d) <= places ? d : roundDecimal(d, places);
  return (sign(rounded) === 0 ? new Big(0) : rounded).toFixed(places);
};
