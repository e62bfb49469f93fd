import type { Language } from '@qa/shared/catalogue';
import type { FieldValues } from '../../engine/definition';
import { rules } from './rules';
import { CALCULATOR_MESSAGES, multiplication } from '../../support/calculator';
import { formatDecimal, roundDecimal, sign } from '../../support/decimal';
import { formBuild, type TestDesign } from '../../../test-design/test-design';
import { formClasses } from '../../../test-design/expert-classes';
import { faultList, interviewOnly, switchOn } from '../../../test-design/faults';
import {
  appShown,
  isBlank,
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
  /** Interview only: a number with a decimal comma (0,5) is refused as not valid. */
  commaRefused?: boolean;
  /** Interview only: text is read as 0 (`Number(x) || 0`), so abc × 4 shows 0. */
  textAsZero?: boolean;
  /** Interview only: the product is rounded to a whole number, so 3 × 0.5 shows 2. */
  productRounded?: boolean;
  /** Interview only: the fields keep 15 characters (maxlength), so 1000000000000000 × 3 shows 300000000000000. */
  longInputCut?: boolean;
}

/** Characters a field keeps where its maxlength cuts the input. */
const MAX_LENGTH = 15;

/** The fields as the build reads them: cut to their maxlength, and text it would refuse taken for 0. */
const typedAs = (values: FieldValues, faults: Faults): FieldValues => {
  const typed = (text: string) => {
    const kept = faults.longInputCut ? text.slice(0, MAX_LENGTH) : text;
    if (!faults.textAsZero || isBlank(kept)) return kept;
    // Read alone beside a valid number: what the build refuses in this field.
    return typeof readNumbers({ first: kept, second: '1', third: '' }, faults) === 'string' ? '0' : kept;
  };
  return { ...values, first: typed(values.first), second: typed(values.second) };
};

/**
 * What a build shows in the result line, in English (the outcome compares it with the reference's). Faults on
 * together each still change the answer they change alone, so a drawn build shows every one of them.
 */
const shownBy = (values: FieldValues, faults: Faults): string => {
  const numbers = readNumbers(typedAs(values, faults), faults);
  if (typeof numbers === 'string') return numbers;
  let { a, b } = numbers;
  if (faults.zeroAsMissing && (sign(a) === 0 || sign(b) === 0))
    return CALCULATOR_MESSAGES.enterBothNumbers.en;
  if (faults.firstWholePartOnly) a = a.round(0, 0);
  if (faults.secondSignDropped) b = b.abs();
  const negated = faults.negativesGiveNegative && sign(a) < 0 && sign(b) < 0;
  const negativeZero = faults.negativeZeroShown && (sign(a) < 0 || sign(b) < 0);
  if (faults.floatArithmetic) {
    let float = Number(a.toString()) * Number(b.toString());
    if (negated) float = -float;
    if (faults.productRounded) float = Math.sign(float) * Math.round(Math.abs(float));
    return negativeZero && float === 0 ? '-0' : String(float);
  }
  let product = negated ? a.times(b).neg() : a.times(b);
  if (faults.productRounded) product = roundDecimal(product, 0);
  if (negativeZero && sign(product) === 0) return '-0';
  return formatDecimal(product);
};

/** The reference is the app itself. */
const referenceShown = appShown(multiplication);

/** An answer in the page's language: the app's message where it is one, else the number as it is. */
const inLanguage = (shown: string, language: Language): string =>
  Object.values(CALCULATOR_MESSAGES).find((message) => message.en === shown)?.[language] ?? shown;

const outcomeOf = outcomeReader('product', ['enterBothNumbers', 'enterValidNumbers'], referenceShown);

/**
 * Multiplier: the product of two numbers, exact as the description promises, and nine builds that each get one
 * rule wrong; an interview also draws four faults no practice build has. Typed by the public outcomes' names only
 * where a row expects one: a faulty build may also show a number that is not the product, which no row expects.
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
  reference: formBuild(
    (values) => outcomeOf(referenceShown(values), values),
    (values, language) => inLanguage(referenceShown(values), language),
  ),
  // Any three can be on together but for the pairs where one hides the other on every input that shows it.
  faults: faultList<Faults, Shown>(
    (faults) =>
      formBuild(
        (values) => outcomeOf(shownBy(values, faults), values),
        (values, language) => inLanguage(shownBy(values, faults), language),
      ),
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
      interviewOnly(switchOn('commaRefused', 'equivalencePartitioning')),
      interviewOnly(switchOn('textAsZero', 'errorGuessing')),
      interviewOnly(switchOn('productRounded', 'equivalencePartitioning')),
      interviewOnly(switchOn('longInputCut', 'errorGuessing')),
    ],
    [
      // A zero is missing to this build: a blank read as 0, or a zero product shown as -0, never gets that far.
      ['blankAsZero', 'zeroAsMissing'],
      ['secondEmptyUnchecked', 'zeroAsMissing'],
      ['negativeZeroShown', 'zeroAsMissing'],
      // With the second minus dropped, two negatives never reach the multiplication.
      ['negativesGiveNegative', 'secondSignDropped'],
      // Each answers wrong every text the other does (4# read as 4, or as 0): a report of one reproduces either.
      ['leadingNumberRead', 'textAsZero'],
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
