import type { Language } from '@qa/shared/catalogue';
import type { Localized } from '../../i18n/localized';
import type { FieldValues } from '../engine/definition';
import { divideDecimals, formatDecimal, parseDecimal, sign, type Decimal } from './decimal';

/** The calculator apps' own messages (fields "First Number" and "Second Number"). */
export const CALCULATOR_MESSAGES = {
  enterBothNumbers: {
    en: 'Please enter both numbers.',
    ua: 'Будь ласка, введіть обидва числа.',
    ru: 'Пожалуйста, введите оба числа.',
    pl: 'Wpisz obie liczby.',
  },
  enterValidNumbers: {
    en: 'Please enter valid numbers.',
    ua: 'Будь ласка, введіть коректні числа.',
    ru: 'Пожалуйста, введите корректные числа.',
    pl: 'Wpisz poprawne liczby.',
  },
  divisionByZero: {
    en: 'Division by zero is not possible.',
    ua: 'Ділення на нуль неможливе.',
    ru: 'Деление на ноль невозможно.',
    pl: 'Dzielenie przez zero jest niemożliwe.',
  },
} as const satisfies Record<string, Localized>;

/** Decimals a quotient keeps: 10 / 3 shows 3.3333333333, enough to see that it was rounded. */
const DIVISION_PLACES = 10;

type Operation = (a: Decimal, b: Decimal, language: Language) => string;

/** What every calculator checks first: both fields filled, both numbers; then the operation answers. */
const calculator =
  (operate: Operation) =>
  ({ first, second }: FieldValues, language: Language): string => {
    if (first === '' || second === '') return CALCULATOR_MESSAGES.enterBothNumbers[language];
    const a = parseDecimal(first);
    const b = parseDecimal(second);
    if (!a || !b) return CALCULATOR_MESSAGES.enterValidNumbers[language];
    return operate(a, b, language);
  };

/** Exact results, so 0.1 + 0.2 shows 0.3. */
export const addition = calculator((a, b) => formatDecimal(a.plus(b)));
export const multiplication = calculator((a, b) => formatDecimal(a.times(b)));
export const subtraction = calculator((a, b) => formatDecimal(a.minus(b)));
export const division = calculator((a, b, language) =>
  sign(b) === 0
    ? CALCULATOR_MESSAGES.divisionByZero[language]
    : formatDecimal(divideDecimals(a, b, DIVISION_PLACES)),
);
