import type { Language } from '@qa/shared/catalogue';
import type { FieldValues } from '../engine/definition';
import { CALCULATOR_MESSAGES } from './calculator';
import { parseDecimal, type Decimal } from './decimal';
import { isHugeNumber } from './number-fields';

/** How a calculator build may read First Number and Second Number otherwise: its faults, and build 2's changes. */
export interface ReadingFaults {
  /** Only '' counts as empty: a field of spaces is read as 0, as Number('  ') is. */
  blankAsZero?: boolean;
  /** The second field is never checked for empty: '' is read as 0. */
  secondEmptyUnchecked?: boolean;
  /** Numbers are read with parseFloat: 4# is 4 and 1e3 is 1000. */
  leadingNumberRead?: boolean;
  /** A build 2 change: a number with a decimal comma (0,5) is not a valid one. */
  commaRefused?: boolean;
  /** A build 2 change: a number of 10^15 or more in absolute value (16 digits before the point) is not a valid one. */
  longNumbersRefused?: boolean;
}

/** A field of only spaces is empty, as the forms read it. */
export const isBlank = (text: string): boolean => text.trim() === '';

/**
 * A number of the calculator and division forms as a build reads it: a decimal comma refused, or an empty field
 * read as 0, where the build has that fault or change; undefined where it refuses the text.
 */
export const readDecimal = (
  text: string,
  faults: { commaRefused?: boolean; emptyAsZero?: boolean },
): Decimal | undefined => {
  if (faults.commaRefused && text.includes(',')) return undefined;
  return parseDecimal(faults.emptyAsZero && isBlank(text) ? '0' : text);
};

/** The number a build reads from a field, or undefined where it refuses the text. */
const readNumber = (text: string, faults: ReadingFaults): Decimal | undefined => {
  if (isBlank(text)) return parseDecimal('0');
  if (faults.commaRefused && text.includes(',')) return undefined;
  if (faults.longNumbersRefused && isHugeNumber(text)) return undefined;
  const exact = parseDecimal(text);
  if (exact || !faults.leadingNumberRead) return exact;
  const float = Number.parseFloat(text);
  return Number.isFinite(float) ? parseDecimal(String(float)) : undefined;
};

/**
 * The two numbers as a build reads them, or the message it shows instead, in English: an empty field first, then
 * one that is not a number, as the calculators check them.
 */
export const readNumbers = (
  { first, second }: FieldValues,
  faults: ReadingFaults,
): { a: Decimal; b: Decimal } | string => {
  const firstMissing = faults.blankAsZero ? first === '' : isBlank(first);
  const secondMissing = faults.secondEmptyUnchecked
    ? false
    : faults.blankAsZero
      ? second === ''
      : isBlank(second);
  if (firstMissing || secondMissing) return CALCULATOR_MESSAGES.enterBothNumbers.en;
  const a = readNumber(first, faults);
  const b = readNumber(second, faults);
  if (!a || !b) return CALCULATOR_MESSAGES.enterValidNumbers.en;
  return { a, b };
};

/** The app itself, in English, with a field of spaces read as empty, as the engine reads it. */
export const appShown =
  (app: (values: FieldValues, language: Language) => string) =>
  ({ first, second, third }: FieldValues): string =>
    app({ first: isBlank(first) ? '' : first, second: isBlank(second) ? '' : second, third }, 'en');

/**
 * Build 2's requirements where the change is in reading the numbers: the message for the numbers it reads
 * otherwise, the app's answer for the rest.
 */
export const readingChanged =
  (change: ReadingFaults, shown: (values: FieldValues) => string) =>
  (values: FieldValues): string => {
    const numbers = readNumbers(values, change);
    return typeof numbers === 'string' ? numbers : shown(values);
  };

type CalculatorMessage = keyof typeof CALCULATOR_MESSAGES;

/**
 * The outcome of what a build shows: the app's message it names, else `result` where the number is the one
 * `expected` shows for the same values, else `wrongNumber`, which no row expects.
 */
export const outcomeReader =
  <Result extends string, Message extends CalculatorMessage>(
    result: Result,
    messages: readonly Message[],
    expected: (values: FieldValues) => string,
  ) =>
  (shown: string, values: FieldValues): Result | Message | 'wrongNumber' =>
    messages.find((id) => CALCULATOR_MESSAGES[id].en === shown) ??
    (shown === expected(values) ? result : 'wrongNumber');
