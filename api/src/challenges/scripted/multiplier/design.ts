import type { FieldValues } from '../../engine/definition';
import { rules } from './rules';
import { CALCULATOR_MESSAGES, multiplication } from '../../support/calculator';
import { formatDecimal, sign } from '../../support/decimal';
import { formBuild, type TestDesign } from '../../../test-design/test-design';
import { formClasses } from '../../../test-design/expert-classes';
import { faultList, switchOn } from '../../../test-design/faults';
import {
  appShown,
  outcomeReader,
  readingChanged,
  readNumbers,
  type ReadingFaults,
} from '../../support/number-reading';

export type MultiplierOutcome = 'product' | 'enterBothNumbers' | 'enterValidNumbers';

/** What a faulty build may show besides the public outcomes: a number that is not the product. */
type Shown = MultiplierOutcome | 'wrongNumber';

/** The faults a multiplier build may have; each variant switches one on, the reference none. */
interface Faults extends ReadingFaults {
  /** A zero is taken for a missing number (`if (!a || !b)`). */
  zeroAsMissing?: boolean;
  /** The first number is read with parseInt: 1.5 is 1. */
  firstWholePartOnly?: boolean;
  /** Binary floating point: 0.1 × 0.2 shows 0.020000000000000004 and large products lose digits. */
  floatArithmetic?: boolean;
  /** Two negatives give a negative product. */
  negativesGiveNegative?: boolean;
  /** The minus of the second number is dropped. */
  secondSignDropped?: boolean;
  /** Zero times a negative number shows -0. */
  negativeZeroShown?: boolean;
}

/** What a build shows in the result line, in English (the outcome compares it with the reference's). */
const shownBy = (values: FieldValues, faults: Faults): string => {
  const numbers = readNumbers(values, faults);
  if (typeof numbers === 'string') return numbers;
  let { a, b } = numbers;
  if (faults.zeroAsMissing && (sign(a) === 0 || sign(b) === 0))
    return CALCULATOR_MESSAGES.enterBothNumbers.en;
  if (faults.firstWholePartOnly) a = a.round(0, 0);
  if (faults.secondSignDropped) b = b.abs();
  if (faults.floatArithmetic) return String(Number(a.toString()) * Number(b.toString()));
  const product = faults.negativesGiveNegative && sign(a) < 0 && sign(b) < 0 ? a.times(b).neg() : a.times(b);
  if (faults.negativeZeroShown && sign(product) === 0 && (sign(a) < 0 || sign(b) < 0)) return '-0';
  return formatDecimal(product);
};

/** The reference is the app itself. */
const referenceShown = appShown(multiplication);

const outcomeOf = outcomeReader('product', ['enterBothNumbers', 'enterValidNumbers'], referenceShown);

/**
 * Multiplier: the product of two numbers, exact as the description promises, and nine builds that each get one
 * rule wrong. Typed by the public outcomes' names only where a row expects one: a faulty build may also show a
 * number that is not the product, which no row expects.
 */
export const design: TestDesign = {
  fields: rules.fields,
  outcomes: {
    product: {
      en: 'The result is the product of the two numbers',
      ua: 'Результат — добуток двох чисел',
      ru: 'Результат — произведение двух чисел',
      pl: 'Wynik to iloczyn obu liczb',
    },
    enterBothNumbers: CALCULATOR_MESSAGES.enterBothNumbers,
    enterValidNumbers: CALCULATOR_MESSAGES.enterValidNumbers,
  } satisfies Record<MultiplierOutcome, unknown>,
  reference: formBuild((values) => outcomeOf(referenceShown(values), values)),
  faults: faultList<Faults, Shown>(
    (faults) => formBuild((values) => outcomeOf(shownBy(values, faults), values)),
    [
      switchOn('blankAsZero', 'errorGuessing'),
      switchOn('secondEmptyUnchecked', 'errorGuessing', 'second'),
      switchOn('zeroAsMissing', 'boundaryValues'),
      switchOn('leadingNumberRead', 'errorGuessing'),
      switchOn('firstWholePartOnly', 'equivalencePartitioning', 'first'),
      switchOn('floatArithmetic', 'equivalencePartitioning'),
      switchOn('negativesGiveNegative', 'equivalencePartitioning'),
      switchOn('secondSignDropped', 'equivalencePartitioning', 'second'),
      switchOn('negativeZeroShown', 'boundaryValues'),
    ],
  ),
  ...formClasses(rules),
  build2: {
    releaseNote: {
      en: `Build 2: numbers are now limited to 15 digits before the decimal point (below 10^15 in absolute value); a longer number gets "${CALCULATOR_MESSAGES.enterValidNumbers.en}"`,
      ua: `Збірка 2: числа тепер обмежено 15 цифрами до десяткової коми (менше 10^15 за модулем); на довше число форма відповідає «${CALCULATOR_MESSAGES.enterValidNumbers.ua}»`,
      ru: `Сборка 2: числа теперь ограничены 15 цифрами до десятичной запятой (меньше 10^15 по модулю); на более длинное число форма отвечает «${CALCULATOR_MESSAGES.enterValidNumbers.ru}»`,
      pl: `Build 2: liczby są teraz ograniczone do 15 cyfr przed przecinkiem dziesiętnym (mniej niż 10^15 co do wartości bezwzględnej); na dłuższą liczbę formularz odpowiada „${CALCULATOR_MESSAGES.enterValidNumbers.pl}”`,
    },
    reference: formBuild((values) =>
      outcomeOf(readingChanged({ longNumbersRefused: true }, referenceShown)(values), values),
    ),
    shipped: formBuild((values) =>
      outcomeOf(shownBy(values, { longNumbersRefused: true, zeroAsMissing: true }), values),
    ),
  },
};
