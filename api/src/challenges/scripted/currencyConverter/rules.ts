import { CURRENCIES, type Language } from '@qa/shared/catalogue';
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
import { isHugeNumber } from '../../support/number-fields';
import { partitionCases } from '../../support/partition-case';

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

/** Decimals after the point (big.js keeps no trailing zeros): money is written with two at most. */
const decimalsOf = (amount: Decimal): number => Math.max(0, amount.c.length - 1 - amount.e);

const ONE_CENT = decimal('0.01');

type AmountClass = 'empty' | 'notNumber' | 'zero' | 'negative';
type ConversionClass = 'sameCurrency' | 'tiny' | 'huge' | 'subCent' | `${string}>${string}`;

/**
 * The partition of a filled-in form, in the order the app checks (the amount, then the currencies), and among
 * the conversions the amounts a tester tries besides ordinary ones: every form has exactly one.
 */
const partitionOf = ({ first, second, third }: FieldValues): AmountClass | ConversionClass => {
  if (first === '') return 'empty';
  const amount = parseDecimal(first);
  if (!amount) return 'notNumber';
  if (sign(amount) === 0) return 'zero';
  if (sign(amount) < 0) return 'negative';
  if (second === third) return 'sameCurrency';
  if (amount.lte(ONE_CENT)) return 'tiny';
  if (isHugeNumber(first)) return 'huge';
  if (decimalsOf(amount) > CENTS) return 'subCent';
  return `${second}>${third}`;
};

const testCase = partitionCases(partitionOf);

/** A decision-table row: an ordinary amount converted from one currency to another. */
const conversion = (from: string, to: string, text: Localized): OpenCase =>
  testCase(
    `${from}>${to}`,
    'decisionTable',
    text,
    { first: '100', second: from, third: to },
    { first: '12.5', second: from, third: to },
  );

type Rate = (typeof RATES)[number];

/** A rate as each language writes it: 1.2 in English, 1,2 in ua, ru and pl (as the description does). */
const rateText = (rate: Decimal) => {
  const point = formatDecimal(rate);
  return { en: point, other: point.replace('.', ',') };
};

const direct = ({ from, to, rate }: Rate): OpenCase =>
  conversion(from, to, {
    en: `${from} to ${to} at the rate ${rateText(rate).en}`,
    ua: `з ${from} в ${to} за курсом ${rateText(rate).other}`,
    ru: `из ${from} в ${to} по курсу ${rateText(rate).other}`,
    pl: `z ${from} na ${to} po kursie ${rateText(rate).other}`,
  });

const inverse = ({ from, to, rate }: Rate): OpenCase =>
  conversion(to, from, {
    en: `${to} to ${from}, the inverse of ${rateText(rate).en}`,
    ua: `з ${to} в ${from} за оберненим курсом ${rateText(rate).other}`,
    ru: `из ${to} в ${from} по обратному курсу ${rateText(rate).other}`,
    pl: `z ${to} na ${from} po kursie odwrotnym do ${rateText(rate).other}`,
  });

/**
 * Currency Converter: fourteen cases. The currency pairs form a decision table: the six pairs with a rate
 * (three rates, each both ways) and one currency chosen twice. Zero is the boundary of the amount, with a
 * negative amount below it and 0.01 or less just above; an amount with more than two decimals and a very large
 * one are partitions of their own; error guessing adds text and an empty amount. Every form belongs to exactly
 * one case.
 */
export const rules: ScriptedDefinition = {
  evaluator: 'scripted',
  fields: ['first', 'second', 'third'],
  dropdowns: { second: CURRENCIES, third: CURRENCIES },
  result: currencyConverterApp,
  bugs: [],
  cases: [
    ...RATES.map(direct),
    ...RATES.map(inverse),
    testCase(
      'sameCurrency',
      'decisionTable',
      {
        en: 'the same currency in both dropdowns',
        ua: 'та сама валюта в обох списках',
        ru: 'одна и та же валюта в обоих списках',
        pl: 'ta sama waluta na obu listach',
      },
      { first: '100', second: 'EUR', third: 'EUR' },
      { first: '0.01', second: 'GBP', third: 'GBP' },
      { first: '12.5', second: 'USD', third: 'USD' },
    ),
    testCase(
      'zero',
      'boundaryValues',
      {
        en: 'an amount of zero',
        ua: 'нульова сума',
        ru: 'нулевая сумма',
        pl: 'kwota równa zero',
      },
      { first: '0', second: 'GBP', third: 'EUR' },
      { first: '0.00', second: 'USD', third: 'GBP' },
      { first: '-0', second: 'EUR', third: 'EUR' },
    ),
    testCase(
      'negative',
      'equivalencePartitioning',
      {
        en: 'a negative amount',
        ua: 'від’ємна сума',
        ru: 'отрицательная сумма',
        pl: 'kwota ujemna',
      },
      { first: '-100', second: 'GBP', third: 'EUR' },
      { first: '-0.01', second: 'EUR', third: 'USD' },
    ),
    testCase(
      'notNumber',
      'errorGuessing',
      {
        en: 'letters or special characters in the amount',
        ua: 'літери або спецсимволи в полі суми',
        ru: 'буквы или спецсимволы в поле суммы',
        pl: 'litery lub znaki specjalne w polu kwoty',
      },
      { first: 'abc', second: 'GBP', third: 'EUR' },
      { first: '£100', second: 'GBP', third: 'USD' },
      { first: 'сто', second: 'USD', third: 'EUR' },
    ),
    testCase(
      'empty',
      'errorGuessing',
      {
        en: 'an empty amount (or only spaces)',
        ua: 'порожнє поле суми (або лише пробіли)',
        ru: 'пустое поле суммы (или только пробелы)',
        pl: 'puste pole kwoty (lub same spacje)',
      },
      { first: '', second: 'GBP', third: 'EUR' },
      { first: '  ', second: 'USD', third: 'USD' },
    ),
    testCase(
      'tiny',
      'boundaryValues',
      {
        en: 'an amount just above zero: 0.01 or less',
        ua: 'сума трохи більша за нуль: 0,01 або менше',
        ru: 'сумма чуть больше нуля: 0,01 или меньше',
        pl: 'kwota tuż powyżej zera: 0,01 lub mniej',
      },
      { first: '0.01', second: 'GBP', third: 'EUR' },
      { first: '0.001', second: 'USD', third: 'GBP' },
      { first: '0,01', second: 'EUR', third: 'USD' },
    ),
    testCase(
      'subCent',
      'equivalencePartitioning',
      {
        en: 'an amount with more than two decimal places',
        ua: 'сума, що має понад два знаки після коми',
        ru: 'сумма с более чем двумя знаками после запятой',
        pl: 'kwota z więcej niż dwoma miejscami po przecinku',
      },
      { first: '10.555', second: 'GBP', third: 'EUR' },
      { first: '0.015', second: 'EUR', third: 'GBP' },
      { first: '99.999', second: 'USD', third: 'EUR' },
    ),
    testCase(
      'huge',
      'errorGuessing',
      {
        en: 'a very large amount (more than 15 digits before the point)',
        ua: 'дуже велика сума (понад 15 цифр до коми)',
        ru: 'очень большая сумма (больше 15 цифр до запятой)',
        pl: 'bardzo duża kwota (ponad 15 cyfr przed przecinkiem)',
      },
      { first: '10000000000000000000', second: 'GBP', third: 'EUR' },
      { first: '9'.repeat(256), second: 'USD', third: 'GBP' },
    ),
  ],
};
