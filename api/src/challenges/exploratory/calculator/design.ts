import type { FieldValues } from '../../engine/definition';
import { PERCENTAGE_MESSAGES, rules } from './rules';
import { CALCULATOR_MESSAGES } from '../../support/calculator';
import { decimal, formatDecimal, parseDecimal, sign, type Decimal } from '../../support/decimal';
import { formBuild, type TestDesign } from '../../../test-design/test-design';
import { formClasses } from '../../../test-design/expert-classes';
import { faultList, interviewOnly, switchOn } from '../../../test-design/faults';
import { isBlank, readDecimal } from '../../support/number-reading';

export type CalculatorOutcome =
  | 'zero'
  | 'partOfNumber'
  | 'theNumber'
  | 'moreThanNumber'
  | 'negativePercentage'
  | 'enterBothNumbers'
  | 'enterValidNumbers';

const HUNDRED = decimal('100');
const MINUS_ONE = decimal('-1');
/** big.js's rounding mode towards zero, as parseInt and Math.trunc cut. */
const ROUND_DOWN = 0;

/** The faults a percentage calculator may have; each variant switches one on, the reference none. */
interface Faults {
  /** Zero percent is refused with the negative message (<= 0 checked instead of < 0). */
  zeroRefused?: boolean;
  /** The percentage is never checked for a minus sign. */
  negativeAccepted?: boolean;
  /** The percentage is checked against -1, so -0.5 slips through. */
  fractionNegativeAccepted?: boolean;
  /** Percentages above 100 are capped at 100. */
  cappedAtHundred?: boolean;
  /** The percentage is rounded to a whole number before it is applied. */
  wholePercentage?: boolean;
  /** A Number of 0 is taken for an empty field (a falsy check). */
  zeroNumberAsEmpty?: boolean;
  /** A Number with a minus sign is not read as a number. */
  negativeNumberRefused?: boolean;
  /** A decimal comma is not read as a number. */
  commaRefused?: boolean;
  /** An empty field is read as 0. */
  emptyAsZero?: boolean;
  /** Interview only: the result is cut to a whole number (Math.trunc), so 1 percent of 80 shows 0. */
  resultTruncated?: boolean;
  /** Interview only: text is read with parseFloat, so 25% is 25 and 1e3 is 1000. */
  leadingNumberRead?: boolean;
  /** Interview only: the minus check is made on the result, so a negative Number is refused and two minuses pass. */
  negativeResultRefused?: boolean;
  /** Interview only: a percentage above 100 is refused as not a valid number (a 0 to 100 range check). */
  overHundredRefused?: boolean;
}

/** What the form answers: one of its messages, or a result and what that result is to the Number. */
type Answer =
  | { outcome: 'negativePercentage' | 'enterBothNumbers' | 'enterValidNumbers' }
  | { outcome: CalculatorOutcome; result: Decimal };

const MESSAGES = { ...CALCULATOR_MESSAGES, ...PERCENTAGE_MESSAGES } as const;

/** The shown result, by what it is to the Number: zero, a part of it, all of it or more. */
const resultKind = (result: Decimal, number: Decimal): CalculatorOutcome => {
  if (sign(result) === 0) return 'zero';
  const size = result.abs().cmp(number.abs());
  return size < 0 ? 'partOfNumber' : size === 0 ? 'theNumber' : 'moreThanNumber';
};

/** A field as the build reads it; a parseFloat build takes the number a text starts with where it is no number. */
const read = (text: string, faults: Faults): Decimal | undefined => {
  const exact = readDecimal(text, faults);
  if (exact || !faults.leadingNumberRead || (faults.commaRefused && text.includes(','))) return exact;
  const float = Number.parseFloat(text);
  return Number.isFinite(float) ? parseDecimal(String(float)) : undefined;
};

const answerOf = ({ first, second }: FieldValues, faults: Faults = {}): Answer => {
  if (!faults.emptyAsZero && (isBlank(first) || isBlank(second))) return { outcome: 'enterBothNumbers' };
  const parsed = read(first, faults);
  const number = read(second, faults);
  if (!parsed || !number) return { outcome: 'enterValidNumbers' };
  if (faults.negativeNumberRefused && sign(number) < 0) return { outcome: 'enterValidNumbers' };
  if (faults.zeroNumberAsEmpty && sign(number) === 0) return { outcome: 'enterBothNumbers' };
  // The minus check and the zero check are apart, so that a drawn build with both faults shows each.
  const checked = faults.negativeResultRefused ? number.times(parsed).div(HUNDRED) : parsed;
  const negative = faults.fractionNegativeAccepted ? checked.lte(MINUS_ONE) : checked.lt(0);
  if ((negative && !faults.negativeAccepted) || (faults.zeroRefused && sign(parsed) === 0))
    return { outcome: 'negativePercentage' };
  if (faults.overHundredRefused && parsed.gt(HUNDRED)) return { outcome: 'enterValidNumbers' };
  const rounded = faults.wholePercentage ? parsed.round(0) : parsed;
  const percentage = faults.cappedAtHundred && rounded.gt(HUNDRED) ? HUNDRED : rounded;
  const exact = number.times(percentage).div(HUNDRED);
  const result = faults.resultTruncated ? exact.round(0, ROUND_DOWN) : exact;
  return { outcome: resultKind(result, number), result };
};

/** A build with these faults: its outcome, and what the page shows, the result as the page writes it. */
const percentageBuild = (faults: Faults = {}) =>
  formBuild(
    (values) => answerOf(values, faults).outcome,
    (values, language) => {
      const answer = answerOf(values, faults);
      return 'result' in answer ? formatDecimal(answer.result) : MESSAGES[answer.outcome][language];
    },
  );

/**
 * Calculator: what is A percent of B, judged by what the result is to the Number (the exact figure tells no more
 * about the boundaries), nine builds that each get one rule wrong, and four more faults only an interview draws.
 */
export const design: TestDesign<CalculatorOutcome> = {
  fields: rules.fields,
  outcomes: {
    zero: {
      en: 'The result is 0',
      ua: 'Результат — 0',
      ru: 'Результат — 0',
      pl: 'Wynik to 0',
    },
    partOfNumber: {
      en: 'The result is a part of the Number (smaller in absolute value)',
      ua: 'Результат — частина числа (менший за модулем)',
      ru: 'Результат — часть числа (меньше по модулю)',
      pl: 'Wynik to część liczby (mniejszy co do wartości bezwzględnej)',
    },
    theNumber: {
      en: 'The result equals the Number',
      ua: 'Результат дорівнює числу',
      ru: 'Результат равен числу',
      pl: 'Wynik jest równy liczbie',
    },
    moreThanNumber: {
      en: 'The result is larger than the Number in absolute value',
      ua: 'Результат більший за число за модулем',
      ru: 'Результат больше числа по модулю',
      pl: 'Wynik jest większy od liczby co do wartości bezwzględnej',
    },
    negativePercentage: PERCENTAGE_MESSAGES.negativePercentage,
    enterBothNumbers: CALCULATOR_MESSAGES.enterBothNumbers,
    enterValidNumbers: CALCULATOR_MESSAGES.enterValidNumbers,
  },
  reference: percentageBuild(),
  faults: faultList<Faults, CalculatorOutcome>(
    percentageBuild,
    [
      switchOn('zeroRefused', 'boundaryValues', 'first'),
      switchOn('negativeAccepted', 'equivalencePartitioning', 'first'),
      switchOn('fractionNegativeAccepted', 'boundaryValues', 'first'),
      switchOn('cappedAtHundred', 'equivalencePartitioning', 'first'),
      switchOn('wholePercentage', 'boundaryValues', 'first'),
      switchOn('zeroNumberAsEmpty', 'errorGuessing', 'second'),
      switchOn('negativeNumberRefused', 'equivalencePartitioning', 'second'),
      switchOn('commaRefused', 'equivalencePartitioning'),
      switchOn('emptyAsZero', 'errorGuessing'),
      interviewOnly(switchOn('resultTruncated', 'boundaryValues')),
      interviewOnly(switchOn('leadingNumberRead', 'errorGuessing')),
      interviewOnly(switchOn('negativeResultRefused', 'decisionTable')),
      interviewOnly(switchOn('overHundredRefused', 'equivalencePartitioning', 'first')),
    ],
    // Each pair gets one input wrong alike or rewrites one check (a minus sign, a percentage above 100): drawn
    // together, one would hide the other or take its report.
    [
      ['negativeAccepted', 'fractionNegativeAccepted'],
      ['negativeAccepted', 'negativeResultRefused'],
      ['negativeNumberRefused', 'negativeResultRefused'],
      ['cappedAtHundred', 'overHundredRefused'],
    ],
  ),
  ...formClasses(rules),
  build2: {
    releaseNote: {
      en: 'Build 2: negative percentages are now calculated instead of refused: -10 percent of 80 gives -8.',
      ua: 'Збірка 2: від’ємні відсотки тепер обчислюються, а не відхиляються: -10 відсотків від 80 дає -8.',
      ru: 'Сборка 2: отрицательные проценты теперь вычисляются, а не отклоняются: -10 процентов от 80 дают -8.',
      pl: 'Build 2: ujemne procenty są teraz obliczane, a nie odrzucane: -10 procent z 80 daje -8.',
    },
    reference: percentageBuild({ negativeAccepted: true }),
    shipped: percentageBuild({ negativeAccepted: true, zeroNumberAsEmpty: true }),
  },
};
