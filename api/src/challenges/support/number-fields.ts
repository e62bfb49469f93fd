import type { FieldValues } from '../engine/definition';
import { decimal, isWhole, parseDecimal, sign, type Decimal } from './decimal';

/** A field rule: the value is a number, and that number passes `test`. */
const numberWhere =
  (test: (n: Decimal) => boolean) =>
  (value: string): boolean => {
    const n = parseDecimal(value);
    return n !== undefined && test(n);
  };

export const isNumber = numberWhere(() => true);
export const isPositiveWhole = numberWhere((n) => sign(n) > 0 && isWhole(n));
export const isPositive = numberWhere((n) => sign(n) > 0);
export const isNegative = numberWhere((n) => sign(n) < 0);
export const isZero = numberWhere((n) => sign(n) === 0);
export const isNonZero = numberWhere((n) => sign(n) !== 0);
export const isFraction = numberWhere((n) => !isWhole(n));
/**
 * Past 2^53, where a JavaScript number stops being exact: the values that crash or round naive calculators. The
 * learn steps ask for 17 digits or more: a number that long is always past it.
 */
const FLOAT_EXACT_LIMIT = decimal(String(Number.MAX_SAFE_INTEGER));
export const isVeryLarge = numberWhere((n) => n.abs().gt(FLOAT_EXACT_LIMIT));
/** The same for a number a JSON body carries, which is a JavaScript number already. */
export const isVeryLargeNumber = (value: unknown): boolean =>
  typeof value === 'number' && Math.abs(value) > Number.MAX_SAFE_INTEGER;
/**
 * 10^15 and past, more than 15 digits before the point: the calculator forms' "very large" class, lower than
 * isVeryLarge's 2^53 because their cases and texts draw the line at digits a double always keeps.
 */
const HUGE = decimal('1000000000000000');
export const isHugeNumber = numberWhere((n) => n.abs().gte(HUGE));
/** Typed but not a number: letters, symbols, '1e3'. */
export const isNotNumber = (value: string): boolean => value !== '' && !isNumber(value);
/** Holds a letter of any alphabet and is not a number. */
export const isLetters = (value: string): boolean => /\p{L}/u.test(value) && !isNumber(value);
export const isEmpty = (value: string): boolean => value === '';

/** A rule on the pair First Number, Second Number: both are numbers, and the pair passes `test`. */
export const bothNumbers =
  (test: (a: Decimal, b: Decimal) => boolean) =>
  ({ first, second }: FieldValues): boolean => {
    const a = parseDecimal(first);
    const b = parseDecimal(second);
    return a !== undefined && b !== undefined && test(a, b);
  };

/** Both fields filled, and at least one of them is not a number. */
export const notBothNumbers = ({ first, second }: FieldValues): boolean =>
  first !== '' && second !== '' && (isNotNumber(first) || isNotNumber(second));
