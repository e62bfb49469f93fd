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
