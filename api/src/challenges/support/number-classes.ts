import type { Localized } from '../../i18n/localized';
import type { FieldValues } from '../engine/definition';
import { decimal, parseDecimal } from './decimal';
import { isEmpty, isNotNumber } from './number-fields';

/**
 * The error-guessing classes of a number field that every calculator form has besides its numbers: left empty,
 * text, a very large number. Each is a class of its own: the app answers each differently, or a naive app
 * would break on it. Only spaces is the empty class: the engine reads a blank field as empty (field-values.ts).
 */

/** Ten to the fifteenth: a number with more than 15 digits before the point, past what a double always keeps. */
const HUGE = decimal('1000000000000000');

/** A number with more than 15 digits before the point, whatever its sign. */
export const isHugeNumber = (value: string): boolean => {
  const n = parseDecimal(value);
  return n !== undefined && n.abs().gte(HUGE);
};

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

/** How the cases of these classes read, in every number form. */
export const NUMBER_FIELD_FINDINGS = {
  emptyField: {
    en: 'an empty field or only spaces',
    ua: 'порожнє поле або лише пробіли',
    ru: 'пустое поле или только пробелы',
    pl: 'puste pole lub same spacje',
  },
  lettersOrSymbols: {
    en: 'letters or special characters instead of a number',
    ua: 'літери або спецсимволи замість числа',
    ru: 'буквы или спецсимволы вместо числа',
    pl: 'litery lub znaki specjalne zamiast liczby',
  },
  veryLargeNumber: {
    en: 'a very large number (more than 15 digits before the point)',
    ua: 'дуже велике число (понад 15 цифр до коми)',
    ru: 'очень большое число (больше 15 цифр до запятой)',
    pl: 'bardzo duża liczba (ponad 15 cyfr przed przecinkiem)',
  },
} as const satisfies Record<string, Localized>;
