import type { Language } from '@qa/shared/catalogue';
import type { Localized } from '../../../i18n/localized';
import type { FieldValues, OpenCase, ScriptedDefinition } from '../../engine/definition';
import {
  decimal,
  divideDecimals,
  formatDecimal,
  formatFixed,
  parseDecimal,
  sign,
  type Decimal,
} from '../../support/decimal';
import { isNotNumber } from '../../support/number-fields';

const CURRENCIES = ['GBP', 'EUR', 'USD'] as const;

/** SPEC §5: 1 GBP = 1.2 EUR, 1 EUR = 1.1 USD, 1 GBP = 1.3 USD; the opposite directions divide by the same rate. */
const RATES: ReadonlyArray<{ from: string; to: string; rate: Decimal }> = [
  { from: 'GBP', to: 'EUR', rate: decimal('1.2') },
  { from: 'EUR', to: 'USD', rate: decimal('1.1') },
  { from: 'GBP', to: 'USD', rate: decimal('1.3') },
];

/** Money is shown to the cent. */
const CENTS = 2;

/** The Currency Converter app's own messages (fields Amount, Currency From, Currency To). */
export const CURRENCY_MESSAGES = {
  enterAmount: {
    en: 'Please enter an amount.',
    ua: 'Будь ласка, введіть суму.',
    ru: 'Пожалуйста, введите сумму.',
    pl: 'Wpisz kwotę.',
  },
  invalidAmount: {
    en: 'Please enter a valid amount.',
    ua: 'Будь ласка, введіть коректну суму.',
    ru: 'Пожалуйста, введите корректную сумму.',
    pl: 'Wpisz poprawną kwotę.',
  },
  amountNotPositive: {
    en: 'The amount must be greater than zero.',
    ua: 'Сума має бути більшою за нуль.',
    ru: 'Сумма должна быть больше нуля.',
    pl: 'Kwota musi być większa od zera.',
  },
  sameCurrency: {
    en: 'Please choose two different currencies.',
    ua: 'Будь ласка, оберіть дві різні валюти.',
    ru: 'Пожалуйста, выберите две разные валюты.',
    pl: 'Wybierz dwie różne waluty.',
  },
} as const satisfies Record<string, Localized>;

/** `amount` in `from` expressed in `to`, to the cent; undefined for a pair without a rate (the same currency). */
function convert(amount: Decimal, from: string, to: string): Decimal | undefined {
  for (const { from: base, to: quote, rate } of RATES) {
    if (from === base && to === quote) return amount.times(rate);
    if (from === quote && to === base) return divideDecimals(amount, rate, CENTS);
  }
  return undefined;
}

/** The app: the amount first (as a form checks the field it shows first), then the currencies. */
function currencyConverterApp({ first, second, third }: FieldValues, language: Language): string {
  if (first === '') return CURRENCY_MESSAGES.enterAmount[language];
  const amount = parseDecimal(first);
  if (!amount) return CURRENCY_MESSAGES.invalidAmount[language];
  if (sign(amount) <= 0) return CURRENCY_MESSAGES.amountNotPositive[language];
  const converted = convert(amount, second, third);
  if (!converted) return CURRENCY_MESSAGES.sameCurrency[language];
  return `${formatDecimal(amount)} ${second} = ${formatFixed(converted, CENTS)} ${third}`;
}

const positiveAmount = (value: string): boolean => {
  const amount = parseDecimal(value);
  return amount !== undefined && sign(amount) > 0;
};

/** A decision-table row: a positive amount converted from one currency to another. */
const conversion = (from: string, to: string, text: Localized): OpenCase => ({
  technique: 'decisionTable',
  text,
  // The currencies first: comparing them is cheaper than parsing the amount, and most cases differ there.
  matches: ({ first, second, third }) => second === from && third === to && positiveAmount(first),
  examples: [{ first: '100', second: from, third: to }],
});

type Rate = (typeof RATES)[number];

const direct = ({ from, to, rate }: Rate): OpenCase =>
  conversion(from, to, {
    en: `${from} to ${to} at the rate ${formatDecimal(rate)}`,
    ua: `з ${from} в ${to} за курсом ${formatDecimal(rate)}`,
    ru: `из ${from} в ${to} по курсу ${formatDecimal(rate)}`,
    pl: `z ${from} na ${to} po kursie ${formatDecimal(rate)}`,
  });

const inverse = ({ from, to, rate }: Rate): OpenCase =>
  conversion(to, from, {
    en: `${to} to ${from}, the inverse of ${formatDecimal(rate)}`,
    ua: `з ${to} в ${from}, обернений курс ${formatDecimal(rate)}`,
    ru: `из ${to} в ${from}, обратный курс ${formatDecimal(rate)}`,
    pl: `z ${to} na ${from}, kurs odwrotny do ${formatDecimal(rate)}`,
  });

/** An amount that is a number for which `test` holds, whatever the currencies. */
const amountWhere =
  (test: (amount: Decimal) => boolean) =>
  ({ first }: FieldValues): boolean => {
    const amount = parseDecimal(first);
    return amount !== undefined && test(amount);
  };

/**
 * Currency Converter: ten cases. The six currency pairs with a rate form a decision table (three rates, each
 * both ways); choosing one currency twice, a zero amount (the boundary), a negative amount and text in the
 * amount are the invalid partitions. Every filled-in form belongs to exactly one case.
 */
export const currencyConverter: ScriptedDefinition = {
  mode: 'scripted',
  fields: ['first', 'second', 'third'],
  dropdowns: { second: CURRENCIES, third: CURRENCIES },
  result: currencyConverterApp,
  bugs: [],
  cases: [
    ...RATES.map(direct),
    ...RATES.map(inverse),
    {
      technique: 'errorGuessing',
      text: {
        en: 'the same currency in both dropdowns',
        ua: 'однакова валюта в обох списках',
        ru: 'одинаковая валюта в обоих списках',
        pl: 'ta sama waluta na obu listach',
      },
      matches: ({ first, second, third }) => second === third && positiveAmount(first),
      examples: [{ first: '100', second: 'EUR', third: 'EUR' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'an amount of zero',
        ua: 'нульова сума',
        ru: 'нулевая сумма',
        pl: 'kwota równa zero',
      },
      matches: amountWhere((amount) => sign(amount) === 0),
      examples: [{ first: '0', second: 'GBP', third: 'EUR' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a negative amount',
        ua: 'від’ємна сума',
        ru: 'отрицательная сумма',
        pl: 'kwota ujemna',
      },
      matches: amountWhere((amount) => sign(amount) < 0),
      examples: [{ first: '-100', second: 'GBP', third: 'EUR' }],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'letters or symbols in the Amount',
        ua: 'літери або символи в полі суми',
        ru: 'буквы или символы в поле суммы',
        pl: 'litery lub symbole w polu kwoty',
      },
      matches: ({ first }) => isNotNumber(first),
      examples: [{ first: 'abc', second: 'GBP', third: 'EUR' }],
    },
  ],
};
