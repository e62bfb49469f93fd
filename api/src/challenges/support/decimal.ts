/**
 * Exact decimal numbers for the calculator challenges: 0.1 + 0.2 is 0.3 and a 200-digit number stays exact,
 * which binary floating point cannot promise. Value = units / 10^scale, kept without trailing zeros.
 */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

/** Optional sign, digits, one decimal separator; a comma is accepted because ua, ru and pl write 1,5. */
const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:[.,](\d*))?$/;

const normalise = (units: bigint, scale: number): Decimal => {
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units, scale };
};

/** The number a tester typed, or undefined when it is not a plain decimal number (letters, exponents, empty). */
export function parseDecimal(text: string): Decimal | undefined {
  const match = DECIMAL_PATTERN.exec(text.trim());
  const [, signText = '', whole = '', fraction = ''] = match ?? [];
  if (!match || whole + fraction === '') return undefined;
  return normalise(BigInt(`${signText}${whole}${fraction}`), fraction.length);
}

/** A decimal written in the code, such as a rate: a typo fails when the module loads, not in a request. */
export function decimal(text: string): Decimal {
  const parsed = parseDecimal(text);
  if (!parsed) throw new Error(`Not a decimal: ${text}`);
  return parsed;
}

export function addDecimals(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  const widen = (d: Decimal) => d.units * 10n ** BigInt(scale - d.scale);
  return normalise(widen(a) + widen(b), scale);
}

export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  return normalise(a.units * b.units, a.scale + b.scale);
}

/**
 * a / b rounded half away from zero to `places` decimals (1 / 3 has no exact decimal form).
 * The caller rules out b = 0: the app answers it with a message, not a number.
 */
export function divideDecimals(a: Decimal, b: Decimal, places: number): Decimal {
  // a / b = (a.units * 10^b.scale) / (b.units * 10^a.scale), scaled by 10^places to keep that many decimals.
  const numerator = a.units * 10n ** BigInt(b.scale + places) * (b.units < 0n ? -1n : 1n);
  const denominator = (b.units < 0n ? -b.units : b.units) * 10n ** BigInt(a.scale);
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const magnitude = remainder < 0n ? -remainder : remainder;
  const away = 2n * magnitude >= denominator ? (numerator < 0n ? -1n : 1n) : 0n;
  return normalise(quotient + away, places);
}

const ONE: Decimal = { units: 1n, scale: 0 };

/** Half away from zero, as people round money: 0.125 -> 0.13. */
export const roundDecimal = (d: Decimal, places: number): Decimal => divideDecimals(d, ONE, places);

/** Plain notation with a point: 3.75, -2, 0. */
export function formatDecimal({ units, scale }: Decimal): string {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(-scale)}` : '';
  return `${units < 0n ? '-' : ''}${whole}${fraction}`;
}

export const isWhole = (d: Decimal): boolean => d.scale === 0;
export const sign = (d: Decimal): -1 | 0 | 1 => (d.units < 0n ? -1 : d.units > 0n ? 1 : 0);

/** Exactly `places` decimals, as an amount of money is shown: 120.00. Rounds first. */
export function formatFixed(d: Decimal, places: number): string {
  const { units, scale } = roundDecimal(d, places);
  return formatDecimal({ units: units * 10n ** BigInt(places - scale), scale: places });
}
