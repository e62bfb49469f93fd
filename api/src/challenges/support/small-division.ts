import type Big from 'big.js';

/**
 * Largest integer the division below works with: every product and sum it forms stays under 2^53, where
 * floating point still counts in whole numbers.
 */
const LIMIT = 2 ** 52;

/** `d` as a whole number and the power of ten that scales it (d = whole / 10^scale), or undefined past LIMIT. */
const asScaledInteger = (d: Big): { whole: number; scale: number } | undefined => {
  let whole = 0;
  for (const digit of d.c) {
    whole = whole * 10 + digit;
    if (whole >= LIMIT) return undefined;
  }
  // big.js keeps the digits c and the exponent e of the first one: 12.5 is c = [1, 2, 5], e = 1.
  return { whole, scale: d.c.length - 1 - d.e };
};

/**
 * The text of a / b rounded half away from zero to `places` decimals, worked out with whole numbers, when a and
 * b have few enough digits that this is exact; undefined otherwise (and for b = 0), so big.js divides instead.
 * The quotient digits are those of big.js's long division: a division of whole numbers and one rounding step.
 */
export function divideSmall(a: Big, b: Big, places: number): string | undefined {
  const dividend = asScaledInteger(a);
  const divisor = asScaledInteger(b);
  if (!dividend || !divisor || divisor.whole === 0) return undefined;
  // a / b * 10^places = (dividend / divisor) * 10^shift, with shift moved to whichever side keeps it whole.
  const shift = places + divisor.scale - dividend.scale;
  const numerator = shift >= 0 ? dividend.whole * 10 ** shift : dividend.whole;
  const denominator = shift >= 0 ? divisor.whole : divisor.whole * 10 ** -shift;
  if (!(numerator < LIMIT && denominator < LIMIT)) return undefined;
  // Exact below 2^52: the floating-point quotient is off by at most quotient * 2^-53 < 1 / (2 * denominator),
  // less than its distance to the next whole number, so the floor is the true one, and so is the remainder.
  const whole = Math.floor(numerator / denominator);
  const remainder = numerator - whole * denominator;
  const quotient = remainder * 2 >= denominator ? whole + 1 : whole;
  return `${a.s * b.s < 0 ? '-' : ''}${quotient}e-${places}`;
}
