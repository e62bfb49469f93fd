import type { FieldValues } from '../../engine/definition';
import { PERCENTAGE_MESSAGES, rules } from './rules';
import { CALCULATOR_MESSAGES } from '../../support/calculator';
import { decimal, sign, type Decimal } from '../../support/decimal';
import { formBuild, type TestDesign } from '../../../test-design/test-design';
import { formClasses } from '../../../test-design/expert-classes';
import { faultList, switchOn } from '../../../test-design/faults';
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
}

/** The shown result, by what it is to the Number: zero, a part of it, all of it or more. */
const resultKind = (result: Decimal, number: Decimal): CalculatorOutcome => {
  if (sign(result) === 0) return 'zero';
  const size = result.abs().cmp(number.abs());
  return size < 0 ? 'partOfNumber' : size === 0 ? 'theNumber' : 'moreThanNumber';
};

const percentageOf = ({ first, second }: FieldValues, faults: Faults = {}): CalculatorOutcome => {
  if (!faults.emptyAsZero && (isBlank(first) || isBlank(second))) return 'enterBothNumbers';
  const parsed = readDecimal(first, faults);
  const number = readDecimal(second, faults);
  if (!parsed || !number) return 'enterValidNumbers';
  if (faults.negativeNumberRefused && sign(number) < 0) return 'enterValidNumbers';
  if (faults.zeroNumberAsEmpty && sign(number) === 0) return 'enterBothNumbers';
  const refused = faults.zeroRefused
    ? parsed.lte(0)
    : faults.fractionNegativeAccepted
      ? parsed.lte(MINUS_ONE)
      : parsed.lt(0);
  if (refused && !faults.negativeAccepted) return 'negativePercentage';
  const rounded = faults.wholePercentage ? parsed.round(0) : parsed;
  const percentage = faults.cappedAtHundred && rounded.gt(HUNDRED) ? HUNDRED : rounded;
  return resultKind(number.times(percentage).div(HUNDRED), number);
};

/**
 * Calculator: what is A percent of B, judged by what the result is to the Number (the exact figure tells no more
 * about the boundaries), and nine builds that each get one rule wrong.
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
  reference: formBuild((values) => percentageOf(values)),
  faults: faultList<Faults, CalculatorOutcome>(
    (faults) => formBuild((values) => percentageOf(values, faults)),
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
    reference: formBuild((values) => percentageOf(values, { negativeAccepted: true })),
    shipped: formBuild((values) => percentageOf(values, { negativeAccepted: true, zeroNumberAsEmpty: true })),
  },
};
