import type { FieldValues } from '../../engine/definition';
import { rules } from './rules';
import { CALCULATOR_MESSAGES, division } from '../../support/calculator';
import { divideDecimals, formatDecimal, parseDecimal, sign } from '../../support/decimal';
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
}

/** What a build shows in the result line, in English (the outcome compares it with the reference's). */
const shownBy = (values: FieldValues, faults: Faults): string => {
  const numbers = readNumbers(values, faults);
  if (typeof numbers === 'string') return numbers;
  let { a, b } = numbers;
  if (faults.zeroDividendAsMissing && sign(a) === 0) return CALCULATOR_MESSAGES.enterBothNumbers.en;
  if (faults.operandsSwapped) [a, b] = [b, a];
  if (faults.firstWholePartOnly) a = a.round(0, 0);
  if (faults.secondSignDropped) b = b.abs();
  if (sign(b) === 0) {
    if (!faults.divisorZeroUnchecked) return CALCULATOR_MESSAGES.divisionByZero.en;
    return sign(a) === 0 ? 'NaN' : sign(a) > 0 ? 'Infinity' : '-Infinity';
  }
  if (faults.floatArithmetic) {
    const quotient = parseDecimal((Number(a.toString()) / Number(b.toString())).toFixed(PLACES));
    return quotient ? formatDecimal(quotient) : 'NaN';
  }
  let quotient = divideDecimals(a, b, PLACES);
  if (faults.integerDivision) quotient = quotient.round(0, 0);
  if (faults.negativesGiveNegative && sign(a) < 0 && sign(b) < 0) quotient = quotient.neg();
  return formatDecimal(quotient);
};

/** The reference is the app itself. */
const referenceShown = appShown(division);

const outcomeOf = outcomeReader(
  'quotient',
  ['enterBothNumbers', 'enterValidNumbers', 'divisionByZero'],
  referenceShown,
);

/**
 * Divide: the quotient of the first number by the second, or the app's message for a zero divisor, and ten
 * builds that each get one rule wrong. Typed by the public outcomes' names only where a row expects one: a faulty
 * build may also show a number that is not the quotient, which no row expects.
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
  reference: formBuild((values) => outcomeOf(referenceShown(values), values)),
  faults: faultList<Faults, Shown>(
    (faults) => formBuild((values) => outcomeOf(shownBy(values, faults), values)),
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
