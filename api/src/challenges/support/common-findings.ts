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

/** The classes of a number form's field that the calculator learn steps teach besides COMMON_FINDINGS. */
export const NUMBER_FIELD_FINDINGS = {
  /** Anything typed that is not a number: letters of any alphabet, symbols, '1e3'. */
  notANumber: {
    en: 'letters or symbols instead of a number',
    ua: 'літери або спецсимволи замість числа',
    ru: 'буквы или спецсимволы вместо числа',
    pl: 'litery lub znaki specjalne zamiast liczby',
  },
  /** Past 2^53, where ordinary floating-point arithmetic stops being exact (isVeryLarge). */
  veryLarge: {
    en: 'a very large number',
    ua: 'дуже велике число',
    ru: 'очень большое число',
    pl: 'bardzo duża liczba',
  },
} as const satisfies Record<string, Localized>;
