import type { FieldValues } from '../engine/definition';
import { isEmpty, isHugeNumber, isNotNumber } from './number-fields';

/**
 * The error-guessing classes of a number field that every calculator form has besides its numbers: left empty,
 * text, a very large number (worded in common-findings.ts). Each is a class of its own: the app answers each
 * differently, or a naive app would break on it. Only spaces is the empty class: the engine reads a blank field as empty (field-values.ts).
 */

/** The error-guessing classes of a number field; an ordinary number is in none of them. */
export type FieldClass = 'empty' | 'notNumber' | 'huge';

/** The error-guessing class of one field, or undefined for an ordinary number. */
export const fieldClass = (value: string): FieldClass | undefined => {
  if (isEmpty(value)) return 'empty';
  if (isNotNumber(value)) return 'notNumber';
  if (isHugeNumber(value)) return 'huge';
  return undefined;
};

/**
 * The class of a pair First Number, Second Number, in the order the calculators check them (an empty field
 * first, then one that is not a number), or undefined when both are ordinary numbers.
 */
export const pairClass = ({ first, second }: FieldValues): FieldClass | undefined => {
  const classes = [fieldClass(first), fieldClass(second)];
  return (['empty', 'notNumber', 'huge'] as const).find((name) => classes.includes(name));
};
