import type { Language } from '@qa/shared/catalogue';
import type { FieldValues } from '../../engine/definition';
import { rules } from './rules';
import { CALCULATOR_MESSAGES, division } from '../../support/calculator';
import { divideDecimals, formatDecimal, parseDecimal, roundDecimal, sign } from '../../support/decimal';
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

export type DivideOutcome = 'quotient' | 'divisionByZero' | 'enterBothNumbers' | 'enterValidNumbers';

/** What a faulty build may show besides the public outcomes: a number that is not the quotient, or Infinity. */
type Shown = DivideOutcome | 'wrongNumber';

/** Decimals the app keeps, so a faulty build's number is compared as the page shows it. */
const PLACES = 10;

/** The faults a division build may have; each variant switches one on, the reference none. */
interface Faults extends Pick<ReadingFaults, 'blankAsZero' | 'secondEmptyUnchecked' | 'commaRefused'> {
  /** The divisor is never checked for zero: 5 / 0 shows Infinity and 0 / 0 NaN. */
  divisorZeroUnchecked?: boolean;
  /** A dividend of 0 is taken for a missing number (`if (!a)`). */
  zeroDividendAsMissing?: boolean;
  /** The quotient is cut to a whole number (integer division). */
  integerDivision?: boolean;
  /** The second number is divided by the first. */
  operandsSwapped?: boolean;
  /** Two negatives give a negative quotient. */
  negativesGiveNegative?: boolean;
  /** The minus of the second number is dropped. */
  secondSignDropped?: boolean;
  /** The first number is read with parseInt: 7.5 is 7. */
  firstWholePartOnly?: boolean;
  /** Binary floating point: a number of 20 digits loses its last ones. */
  floatArithmetic?: boolean;
  /** Interview only: text is read as 0 (`Number(x) || 0`), so abc / 2 shows 0. */
  textAsZero?: boolean;
  /** Interview only: the zero check is `b <= 0`, so a negative divisor gets the division-by-zero message. */
  negativeDivisorAsZero?: boolean;
  /** Interview only: the zero check reads the divisor with parseInt, so 1 / 0.5 gets the division-by-zero message. */
  fractionalDivisorAsZero?: boolean;
  /** Interview only: the quotient is rounded to 2 decimals, not 10, so 10 / 3 shows 3.33. */
  quotientTwoPlaces?: boolean;
}

/** Text the build refuses in a field taken for 0, where it has that fault. */
const typedAs = (values: FieldValues, faults: Faults): FieldValues => {
  if (!faults.textAsZero) return values;
  // Read alone beside a valid number: what the build refuses in this field.
  const typed = (text: string) =>
    !isBlank(text) && typeof readNumbers({ first: text, second: '1', third: '' }, faults) === 'string'
      ? '0'
      : text;
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
  if (faults.zeroDividendAsMissing && sign(a) === 0) return CALCULATOR_MESSAGES.enterBothNumbers.en;
  // Read wrongly as typed, before the numbers are swapped.
  if (faults.firstWholePartOnly) a = a.round(0, 0);
  if (faults.secondSignDropped) b = b.abs();
  if (faults.operandsSwapped) [a, b] = [b, a];
  if (sign(b) === 0) {
    if (!faults.divisorZeroUnchecked) return CALCULATOR_MESSAGES.divisionByZero.en;
    return sign(a) === 0 ? 'NaN' : sign(a) > 0 ? 'Infinity' : '-Infinity';
  }
  if ((faults.negativeDivisorAsZero && sign(b) < 0) || (faults.fractionalDivisorAsZero && b.abs().lt(1)))
    return CALCULATOR_MESSAGES.divisionByZero.en;
  const float = faults.floatArithmetic
    ? (Number(a.toString()) / Number(b.toString())).toFixed(PLACES)
    : undefined;
  let quotient = float === undefined ? divideDecimals(a, b, PLACES) : parseDecimal(float);
  // Past 10^21 toFixed writes an exponent, which the page shows as it is.
  if (!quotient) return float ?? 'NaN';
  if (faults.integerDivision) quotient = quotient.round(0, 0);
  if (faults.quotientTwoPlaces) quotient = roundDecimal(quotient, 2);
  if (faults.negativesGiveNegative && sign(a) < 0 && sign(b) < 0) quotient = quotient.neg();
  return formatDecimal(quotient);
};

/** The reference is the app itself. */
const referenceShown = appShown(division);

/** An answer in the page's language: the app's message where it is one, else the number as it is. */
const inLanguage = (shown: string, language: Language): string =>
  Object.values(CALCULATOR_MESSAGES).find((message) => message.en === shown)?.[language] ?? shown;

const outcomeOf = outcomeReader(
  'quotient',
  ['enterBothNumbers', 'enterValidNumbers', 'divisionByZero'],
  referenceShown,
);

/**
 * Divide: the quotient of the first number by the second, or the app's message for a zero divisor, and ten
 * builds that each get one rule wrong; an interview also draws four faults no practice build has. Typed by the
 * public outcomes' names only where a row expects one: a faulty build may also show a number that is not the
 * quotient, which no row expects.
 */
export const design: TestDesign = {
  fields: rules.fields,
  outcomes: {
    quotient: {
      en: 'The result is the first number divided by the second',
      ua: 'Результат — перше число, поділене на друге',
      ru: 'Результат — первое число, делённое на второе',
      pl: 'Wynik to pierwsza liczba podzielona przez drugą',
    },
    divisionByZero: CALCULATOR_MESSAGES.divisionByZero,
    enterBothNumbers: CALCULATOR_MESSAGES.enterBothNumbers,
    enterValidNumbers: CALCULATOR_MESSAGES.enterValidNumbers,
  } satisfies Record<DivideOutcome, unknown>,
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
      switchOn('divisorZeroUnchecked', 'boundaryValues', 'second'),
      switchOn('zeroDividendAsMissing', 'boundaryValues', 'first'),
      switchOn('integerDivision', 'equivalencePartitioning'),
      switchOn('operandsSwapped', 'equivalencePartitioning'),
      switchOn('negativesGiveNegative', 'equivalencePartitioning'),
      switchOn('secondSignDropped', 'equivalencePartitioning', 'second'),
      switchOn('firstWholePartOnly', 'equivalencePartitioning', 'first'),
      switchOn('floatArithmetic', 'errorGuessing'),
      switchOn('blankAsZero', 'errorGuessing'),
      switchOn('secondEmptyUnchecked', 'errorGuessing', 'second'),
      interviewOnly(switchOn('textAsZero', 'errorGuessing')),
      interviewOnly(switchOn('negativeDivisorAsZero', 'boundaryValues', 'second')),
      interviewOnly(switchOn('fractionalDivisorAsZero', 'boundaryValues', 'second')),
      interviewOnly(switchOn('quotientTwoPlaces', 'equivalencePartitioning')),
    ],
    [
      // Swapped numbers also answer wrong the inputs that show these (a zero, a fraction, a long number): a
      // report of either would reproduce the other.
      ...[
        'divisorZeroUnchecked',
        'zeroDividendAsMissing',
        'integerDivision',
        'floatArithmetic',
        'quotientTwoPlaces',
        'fractionalDivisorAsZero',
      ].map((fault) => ['operandsSwapped', fault]),
      // A quotient two places cannot hold has a fraction, which integer division cuts too.
      ['integerDivision', 'quotientTwoPlaces'],
      // The divisor's sign: each answers wrong every input another does, or keeps it from the division.
      ['negativesGiveNegative', 'secondSignDropped', 'negativeDivisorAsZero'],
      // A blank read as 0 is then a zero dividend, which this build asks for as missing.
      ['blankAsZero', 'zeroDividendAsMissing'],
    ],
  ),
  ...formClasses(rules),
  build2: {
    releaseNote: {
      en: `Build 2: numbers are now accepted with a decimal point only; a decimal comma, as in 0,5, gets "${CALCULATOR_MESSAGES.enterValidNumbers.en}"`,
      ua: `Збірка 2: числа тепер приймаються лише з десятковою крапкою; на десяткову кому, як у 0,5, форма відповідає «${CALCULATOR_MESSAGES.enterValidNumbers.ua}»`,
      ru: `Сборка 2: числа теперь принимаются только с десятичной точкой; на десятичную запятую, как в 0,5, форма отвечает «${CALCULATOR_MESSAGES.enterValidNumbers.ru}»`,
      pl: `Build 2: liczby są teraz przyjmowane wyłącznie z kropką dziesiętną; na przecinek dziesiętny, jak w 0,5, formularz odpowiada „${CALCULATOR_MESSAGES.enterValidNumbers.pl}”`,
    },
    reference: formBuild((values) =>
      outcomeOf(readingChanged({ commaRefused: true }, referenceShown)(values), values),
    ),
    shipped: formBuild((values) =>
      outcomeOf(shownBy(values, { commaRefused: true, secondEmptyUnchecked: true }), values),
    ),
  },
};
