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

export function addDecimals(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  const widen = (d: Decimal) => d.units * 10n ** BigInt(scale - d.scale);
  return normalise(widen(a) + widen(b), scale);
}

/** Plain notation with a point: 3.75, -2, 0. */
export function formatDecimal({ units, scale }: Decimal): string {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(-scale)}` : '';
  return `${units < 0n ? '-' : ''}${whole}${fraction}`;
}

export const isWhole = (d: Decimal): boolean => d.scale === 0;
export const sign = (d: Decimal): -1 | 0 | 1 => (d.units < 0n ? -1 : d.units > 0n ? 1 : 0);
