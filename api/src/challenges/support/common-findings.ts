import type { Localized } from '../../i18n/localized';

/** What many number forms are tested for with error guessing, worded once for every challenge. */
export const COMMON_FINDINGS = {
  lettersInsteadOfNumber: {
    en: 'letters instead of a number',
    ua: 'літери замість числа',
    ru: 'буквы вместо числа',
    pl: 'litery zamiast liczby',
  },
  emptyField: {
    en: 'an empty field',
    ua: 'порожнє поле',
    ru: 'пустое поле',
    pl: 'puste pole',
  },
} as const satisfies Record<string, Localized>;

/**
 * The classes of a number form's field besides COMMON_FINDINGS, worded once for the calculator learn steps and
 * the calculator forms (number-classes.ts).
 */
export const NUMBER_FIELD_FINDINGS = {
  /** Anything typed that is not a number: letters of any alphabet, symbols, '1e3'. */
  notANumber: {
    en: 'letters or special characters instead of a number',
    ua: 'літери або спецсимволи замість числа',
    ru: 'буквы или спецсимволы вместо числа',
    pl: 'litery lub znaki specjalne zamiast liczby',
  },
  /** Only spaces is empty too: the engine reads a blank field as empty (field-values.ts). */
  emptyField: {
    en: 'an empty field or only spaces',
    ua: 'порожнє поле або лише пробіли',
    ru: 'пустое поле или только пробелы',
    pl: 'puste pole lub same spacje',
  },
  /** Past 2^53, where ordinary floating-point arithmetic stops being exact (isVeryLarge). */
  veryLarge: {
    en: 'a very large number',
    ua: 'дуже велике число',
    ru: 'очень большое число',
    pl: 'bardzo duża liczba',
  },
  /** More than 15 digits before the point (isHugeNumber), as the calculator forms word it. */
  huge: {
    en: 'a very large number (more than 15 digits before the point)',
    ua: 'дуже велике число (понад 15 цифр до коми)',
    ru: 'очень большое число (больше 15 цифр до запятой)',
    pl: 'bardzo duża liczba (ponad 15 cyfr przed przecinkiem)',
  },
} as const satisfies Record<string, Localized>;
