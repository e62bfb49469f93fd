import type { Language } from '@qa/shared/catalogue';
import type { FieldValues } from '../../engine/definition';
import { CURRENCY_MESSAGES, rules } from './rules';
import {
  decimal,
  divideDecimals,
  formatDecimal,
  formatFixed,
  parseDecimal,
  sign,
  type Decimal,
} from '../../support/decimal';
import { formBuild, type TestDesign } from '../../../test-design/test-design';
import { formClasses } from '../../../test-design/expert-classes';
import { faultList, interviewOnly, switchOn } from '../../../test-design/faults';

export type CurrencyOutcome =
  'converted' | 'enterAmount' | 'invalidAmount' | 'amountNotPositive' | 'sameCurrency';

/** What a faulty build may show besides the public outcomes: an amount that is not the right conversion. */
type Shown = CurrencyOutcome | 'wrongAmount';

/** The faults a converter build may have; each variant switches one on, the reference none. */
interface Faults {
  /** The opposite directions multiply by the rate instead of dividing: 100 EUR is 120.00 GBP. */
  inverseMultiplies?: boolean;
  /** The table has no row for USD to EUR, so the pair is answered as the same currency. */
  usdToEurMissing?: boolean;
  /** GBP to USD goes through EUR: 1.2 × 1.1 = 1.32 instead of 1.3. */
  gbpUsdThroughEur?: boolean;
  /** An amount of 0 is converted (< 0 checked instead of <= 0). */
  zeroAccepted?: boolean;
  /** Only 0 is refused, so a negative amount is converted. */
  negativeConverted?: boolean;
  /** The cents are cut instead of rounded: 90.909 shows 90.90. */
  centsCut?: boolean;
  /** One currency chosen twice is "converted" at 1 : 1. */
  sameCurrencyConverted?: boolean;
  /** Only whole amounts are read: 12.5 is refused. */
  wholeAmountsOnly?: boolean;
  /** Only '' counts as empty: an amount of spaces is refused as invalid. */
  blankAsInvalid?: boolean;
  /** Binary floating point: an amount of 20 digits loses its last ones. */
  floatArithmetic?: boolean;
  /** Build 2's change: an amount typed with more than two decimals is refused as invalid. */
  centsOnly?: boolean;
  /** Interview only: a decimal comma (12,5) is refused as an invalid amount. */
  commaRefused?: boolean;
  /** Interview only: the currencies are checked before the amount: an empty amount in EUR to EUR gets theirs. */
  currenciesCheckedFirst?: boolean;
  /** Interview only: a falsy check takes an amount of 0 for an empty field. */
  zeroReadAsEmpty?: boolean;
  /** Interview only: the lower limit is one cent (< 0.01, not <= 0): 0.001 is refused as not above zero. */
  tinyAmountRefused?: boolean;
}

/** SPEC §5, as the description states them: GBP to EUR 1 : 1.2, EUR to USD 1 : 1.1, GBP to USD 1 : 1.3. */
const RATES: ReadonlyArray<{ from: string; to: string; rate: string }> = [
  { from: 'GBP', to: 'EUR', rate: '1.2' },
  { from: 'EUR', to: 'USD', rate: '1.1' },
  { from: 'GBP', to: 'USD', rate: '1.3' },
];

/** Decimals a quotient keeps before the cents are rounded, or cut by a faulty build. */
const PLACES = 10;
const CENTS = 2;
const ONE_CENT = decimal('0.01');

/** How a build converts a pair: by which rate, multiplying or dividing; undefined where it has no rate. */
const rateOf = (from: string, to: string, faults: Faults): { rate: Decimal; divide: boolean } | undefined => {
  if (from === to) return faults.sameCurrencyConverted ? { rate: decimal('1'), divide: false } : undefined;
  if (faults.usdToEurMissing && from === 'USD' && to === 'EUR') return undefined;
  for (const entry of RATES) {
    const through = faults.gbpUsdThroughEur && entry.from === 'GBP' && entry.to === 'USD';
    const rate = decimal(through ? '1.32' : entry.rate);
    if (from === entry.from && to === entry.to) return { rate, divide: false };
    if (from === entry.to && to === entry.from) return { rate, divide: !faults.inverseMultiplies };
  }
  return undefined;
};

/** Decimals as typed, trailing zeros included: 10.550 has three. */
const typedDecimals = (text: string): number => /[.,](\d*)$/.exec(text.trim())?.[1]?.length ?? 0;

/** What a build shows in the result line (in English, the outcome compares it with the reference's). */
const shownBy = (
  { first, second, third }: FieldValues,
  faults: Faults,
  language: Language = 'en',
): string => {
  const say = (id: keyof typeof CURRENCY_MESSAGES) => CURRENCY_MESSAGES[id][language];
  if (faults.currenciesCheckedFirst && second === third) return say('sameCurrency');
  const empty = faults.blankAsInvalid ? first === '' : first.trim() === '';
  if (empty) return say('enterAmount');
  const misread =
    (faults.wholeAmountsOnly && !/^\s*-?\d+\s*$/.test(first)) || (faults.commaRefused && first.includes(','));
  const amount = misread ? undefined : parseDecimal(first);
  if (!amount || (faults.centsOnly && typedDecimals(first) > CENTS)) return say('invalidAmount');
  if (faults.zeroReadAsEmpty && sign(amount) === 0) return say('enterAmount');
  // Each fault lets its own side of the zero check through, so both on let both through.
  const refused =
    (sign(amount) === 0 && !faults.zeroAccepted) || (sign(amount) < 0 && !faults.negativeConverted);
  // The one-cent limit refuses what the zero check lets through, whatever that check is.
  const underACent = faults.tinyAmountRefused && sign(amount) > 0 && amount.lt(ONE_CENT);
  if (refused || underACent) return say('amountNotPositive');
  const pair = rateOf(second, third, faults);
  if (!pair) return say('sameCurrency');
  const { rate, divide } = pair;
  let cents: string;
  if (faults.floatArithmetic) {
    const [a, r] = [Number(amount.toString()), Number(rate.toString())];
    const converted = divide ? a / r : a * r;
    cents = (faults.centsCut ? Math.trunc(converted * 10 ** CENTS) / 10 ** CENTS : converted).toFixed(CENTS);
  } else {
    const converted = divide ? divideDecimals(amount, rate, PLACES) : amount.times(rate);
    cents = faults.centsCut ? converted.round(CENTS, 0).toFixed(CENTS) : formatFixed(converted, CENTS);
  }
  return `${formatDecimal(amount)} ${second} = ${cents} ${third}`;
};

/** The reference is the app itself, with an amount of spaces read as empty, as the engine reads it. */
const referenceShown = (values: FieldValues, language: Language = 'en'): string =>
  rules.result({ ...values, first: values.first.trim() === '' ? '' : values.first }, language);

/** Build 2's requirements: the app, where an amount of more than two decimals is an invalid one. */
const build2Shown = (values: FieldValues): string =>
  typedDecimals(values.first) > CENTS ? CURRENCY_MESSAGES.invalidAmount.en : referenceShown(values);

const MESSAGE_OUTCOMES = ['enterAmount', 'invalidAmount', 'amountNotPositive', 'sameCurrency'] as const;

const outcomeOf = (shown: string, values: FieldValues): Shown =>
  MESSAGE_OUTCOMES.find((id) => CURRENCY_MESSAGES[id].en === shown) ??
  (shown === referenceShown(values) ? 'converted' : 'wrongAmount');

/**
 * Currency Converter: the amount converted at the rates the description states, rounded to the cent, or the
 * app's message, and ten builds that each get one rule wrong, with four more faults only an interview draws. Typed
 * by the public outcomes' names only where a row expects one: a faulty build may also show an amount that is not
 * the right conversion, which no row expects.
 */
export const design: TestDesign = {
  fields: rules.fields,
  outcomes: {
    converted: {
      en: 'The amount converted at the stated rate, rounded to two decimal places',
      ua: 'Сума, перерахована за вказаним курсом і округлена до двох знаків після коми',
      ru: 'Сумма, пересчитанная по указанному курсу и округлённая до двух знаков после запятой',
      pl: 'Kwota przeliczona po podanym kursie i zaokrąglona do dwóch miejsc po przecinku',
    },
    enterAmount: CURRENCY_MESSAGES.enterAmount,
    invalidAmount: CURRENCY_MESSAGES.invalidAmount,
    amountNotPositive: CURRENCY_MESSAGES.amountNotPositive,
    sameCurrency: CURRENCY_MESSAGES.sameCurrency,
  } satisfies Record<CurrencyOutcome, unknown>,
  // An interview shows the result line itself: the converted amount, or a wrong one, is no fixed message.
  reference: formBuild((values) => outcomeOf(referenceShown(values), values), referenceShown),
  faults: faultList<Faults, Shown>(
    (faults) =>
      formBuild(
        (values) => outcomeOf(shownBy(values, faults), values),
        (values, language) => shownBy(values, faults, language),
      ),
    [
      switchOn('inverseMultiplies', 'decisionTable'),
      switchOn('usdToEurMissing', 'decisionTable'),
      switchOn('gbpUsdThroughEur', 'decisionTable'),
      switchOn('zeroAccepted', 'boundaryValues', 'first'),
      switchOn('negativeConverted', 'equivalencePartitioning', 'first'),
      switchOn('centsCut', 'boundaryValues'),
      switchOn('sameCurrencyConverted', 'decisionTable'),
      switchOn('wholeAmountsOnly', 'equivalencePartitioning', 'first'),
      switchOn('blankAsInvalid', 'errorGuessing', 'first'),
      switchOn('floatArithmetic', 'errorGuessing', 'first'),
      interviewOnly(switchOn('commaRefused', 'equivalencePartitioning', 'first')),
      interviewOnly(switchOn('currenciesCheckedFirst', 'decisionTable')),
      interviewOnly(switchOn('zeroReadAsEmpty', 'boundaryValues', 'first')),
      interviewOnly(switchOn('tinyAmountRefused', 'boundaryValues', 'first')),
    ],
    // Pairs where one fault changes or hides the other's answer on every input that shows it.
    [
      ['inverseMultiplies', 'usdToEurMissing'],
      ['inverseMultiplies', 'centsCut'],
      ['wholeAmountsOnly', 'commaRefused'],
      ['wholeAmountsOnly', 'tinyAmountRefused'],
      ['sameCurrencyConverted', 'currenciesCheckedFirst'],
      ['zeroAccepted', 'zeroReadAsEmpty'],
    ],
  ),
  ...formClasses(rules),
  build2: {
    releaseNote: {
      en: `Build 2: an amount may now have at most two decimal places (whole cents); an amount such as 10.555 is refused with "${CURRENCY_MESSAGES.invalidAmount.en}"`,
      ua: `Збірка 2: сума тепер може мати не більше двох знаків після коми (цілі центи); сума на кшталт 10,555 відхиляється з повідомленням «${CURRENCY_MESSAGES.invalidAmount.ua}»`,
      ru: `Сборка 2: сумма теперь может иметь не больше двух знаков после запятой (целые центы); сумма вроде 10,555 отклоняется с сообщением «${CURRENCY_MESSAGES.invalidAmount.ru}»`,
      pl: `Build 2: kwota może mieć teraz najwyżej dwa miejsca po przecinku (pełne centy); kwota taka jak 10,555 jest odrzucana z komunikatem „${CURRENCY_MESSAGES.invalidAmount.pl}”`,
    },
    reference: formBuild((values) => outcomeOf(build2Shown(values), values)),
    shipped: formBuild((values) =>
      outcomeOf(shownBy(values, { centsOnly: true, usdToEurMissing: true }), values),
    ),
  },
};
