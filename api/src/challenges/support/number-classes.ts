import type { Localized } from '../../i18n/localized';
import type { Examples, FieldValues, OpenCase } from '../engine/definition';
import { NUMBER_FIELD_FINDINGS } from './common-findings';
import { isEmpty, isHugeNumber, isNotNumber } from './number-fields';
import { partitionCases } from './partition-case';

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

const FIELD_CLASS_TEXTS = {
  empty: NUMBER_FIELD_FINDINGS.emptyField,
  notNumber: NUMBER_FIELD_FINDINGS.notANumber,
  huge: NUMBER_FIELD_FINDINGS.huge,
} as const satisfies Record<FieldClass, Localized>;

/**
 * The field classes' cases of a calculator form whose partitions include them: each is error guessing, worded
 * alike in every form, so a form gives only its examples. A case is found by the form's own `partitionOf`, which
 * settles what the form checks before a class (a zero divisor before a very large number).
 */
export const fieldClassCases = (partitionOf: (values: FieldValues) => string) => {
  const testCase = partitionCases(partitionOf);
  return (fieldClass: FieldClass, ...examples: Examples): OpenCase =>
    testCase(fieldClass, 'errorGuessing', FIELD_CLASS_TEXTS[fieldClass], ...examples);
};
