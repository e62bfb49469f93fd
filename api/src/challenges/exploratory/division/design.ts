import type { FieldValues } from '../../engine/definition';
import { rules } from './rules';
import { CALCULATOR_MESSAGES } from '../../support/calculator';
import { divideDecimals, isWhole, parseDecimal, sign, type Decimal } from '../../support/decimal';
import { formBuild, type TestDesign } from '../../../test-design/test-design';
import { formClasses } from '../../../test-design/expert-classes';
import { faultList, switchOn } from '../../../test-design/faults';
import { isBlank, readDecimal } from '../../support/number-reading';

export type DivisionOutcome =
  | 'zero'
  | 'whole'
  | 'exactDecimal'
  | 'roundedDecimal'
  | 'negative'
  | 'divisionByZero'
  | 'enterBothNumbers'
  | 'enterValidNumbers';

/** The decimals the page promises to show at most. */
const SHOWN_DECIMALS = 10;
/** big.js's rounding mode towards zero, as integer division and parseInt cut. */
const ROUND_DOWN = 0;

/** The faults a division form may have; each variant switches one on, the reference none. */
interface Faults {
  /** A zero on either side is refused as a division by zero. */
  zeroDividendRefused?: boolean;
  /** A divisor of 0 is taken for an empty field (a falsy check). */
  zeroDivisorAsEmpty?: boolean;
  /** The quotient is rounded to this many decimals instead of ten. */
  places?: number;
  /** Two whole numbers are divided as integers: the remainder is dropped. */
  integerDivision?: boolean;
  /** The quotient is always shown positive. */
  signLost?: boolean;
  /** The quotient is negative when any number is, two negatives included. */
  negativeIfAnyNegative?: boolean;
  /** The numbers are read up to the decimal point (parseInt). */
  decimalsDropped?: boolean;
  /** A decimal comma is not read as a number. */
  commaRefused?: boolean;
  /** An empty field is read as 0. */
  emptyAsZero?: boolean;
}

const read = (text: string, faults: Faults): Decimal | undefined => {
  const parsed = readDecimal(text, faults);
  return parsed && faults.decimalsDropped ? parsed.round(0, ROUND_DOWN) : parsed;
};

/** What the shown quotient is, against the exact one: zero, negative, whole, in full or rounded. */
const quotientKind = (shown: Decimal, a: Decimal, b: Decimal): DivisionOutcome => {
  if (sign(shown) === 0) return 'zero';
  if (sign(shown) < 0) return 'negative';
  if (isWhole(shown)) return 'whole';
  return shown.times(b).eq(a) ? 'exactDecimal' : 'roundedDecimal';
};

const divide = ({ first, second }: FieldValues, faults: Faults = {}): DivisionOutcome => {
  if (!faults.emptyAsZero && (isBlank(first) || isBlank(second))) return 'enterBothNumbers';
  const a = read(first, faults);
  const b = read(second, faults);
  if (!a || !b) return 'enterValidNumbers';
  if (faults.zeroDivisorAsEmpty && sign(b) === 0) return 'enterBothNumbers';
  if (sign(b) === 0 || (faults.zeroDividendRefused && sign(a) === 0)) return 'divisionByZero';
  const size =
    faults.integerDivision && isWhole(a) && isWhole(b)
      ? a.abs().div(b.abs()).round(0, ROUND_DOWN)
      : divideDecimals(a.abs(), b.abs(), faults.places ?? SHOWN_DECIMALS);
  const negative = faults.negativeIfAnyNegative ? sign(a) < 0 || sign(b) < 0 : sign(a) !== sign(b);
  const shown = negative && !faults.signLost ? size.neg() : size;
  // Judged against the numbers as typed: a build that read them wrong shows a wrong quotient.
  const typedA = parseDecimal(first) ?? a;
  const typedB = parseDecimal(second) ?? b;
  return quotientKind(shown, typedA, typedB);
};

/**
 * Division: the quotient judged by what it is (zero, negative, a positive whole number, a positive decimal shown in
 * full or rounded to ten decimals), the shape split on positive quotients as the expert design splits them, and
 * ten builds that each get one rule wrong.
 */
export const design: TestDesign<DivisionOutcome> = {
  fields: rules.fields,
  outcomes: {
    zero: {
      en: 'The quotient is 0',
      ua: 'Частка — 0',
      ru: 'Частное — 0',
      pl: 'Iloraz to 0',
    },
    whole: {
      en: 'A positive whole number',
      ua: 'Додатне ціле число',
      ru: 'Положительное целое число',
      pl: 'Dodatnia liczba całkowita',
    },
    exactDecimal: {
      en: 'A positive decimal shown in full (ten decimals at most)',
      ua: 'Додатний десятковий дріб, показаний повністю (не більше десяти знаків після коми)',
      ru: 'Положительная десятичная дробь, показанная полностью (не больше десяти знаков после запятой)',
      pl: 'Dodatni ułamek dziesiętny pokazany w całości (najwyżej dziesięć miejsc po przecinku)',
    },
    roundedDecimal: {
      en: 'A positive decimal rounded to ten decimals',
      ua: 'Додатний десятковий дріб, округлений до десяти знаків після коми',
      ru: 'Положительная десятичная дробь, округлённая до десяти знаков после запятой',
      pl: 'Dodatni ułamek dziesiętny zaokrąglony do dziesięciu miejsc po przecinku',
    },
    negative: {
      en: 'A negative number',
      ua: 'Від’ємне число',
      ru: 'Отрицательное число',
      pl: 'Liczba ujemna',
    },
    divisionByZero: CALCULATOR_MESSAGES.divisionByZero,
    enterBothNumbers: CALCULATOR_MESSAGES.enterBothNumbers,
    enterValidNumbers: CALCULATOR_MESSAGES.enterValidNumbers,
  },
  reference: formBuild((values) => divide(values)),
  faults: faultList<Faults, DivisionOutcome>(
    (faults) => formBuild((values) => divide(values, faults)),
    [
      switchOn('zeroDividendRefused', 'boundaryValues', 'first'),
      switchOn('zeroDivisorAsEmpty', 'errorGuessing', 'second'),
      { id: 'fewerPlaces', technique: 'boundaryValues', switches: { places: SHOWN_DECIMALS - 1 } },
      { id: 'morePlaces', technique: 'boundaryValues', switches: { places: SHOWN_DECIMALS + 1 } },
      switchOn('integerDivision', 'equivalencePartitioning'),
      switchOn('signLost', 'equivalencePartitioning'),
      switchOn('negativeIfAnyNegative', 'decisionTable'),
      switchOn('decimalsDropped', 'equivalencePartitioning'),
      switchOn('commaRefused', 'equivalencePartitioning'),
      switchOn('emptyAsZero', 'errorGuessing'),
    ],
  ),
  ...formClasses(rules),
  build2: {
    releaseNote: {
      en: 'Build 2: an empty field now counts as 0; the form no longer asks for both numbers, so an empty divisor gets the division-by-zero message.',
      ua: 'Збірка 2: порожнє поле тепер вважається нулем, і форма більше не просить ввести обидва числа, тож на порожній дільник показується повідомлення про ділення на нуль.',
      ru: 'Сборка 2: пустое поле теперь считается нулём, и форма больше не просит ввести оба числа, поэтому на пустой делитель выводится сообщение о делении на ноль.',
      pl: 'Build 2: puste pole jest teraz traktowane jako 0 i formularz nie prosi już o wpisanie obu liczb, więc przy pustym dzielniku pojawia się komunikat o dzieleniu przez zero.',
    },
    reference: formBuild((values) => divide(values, { emptyAsZero: true })),
    shipped: formBuild((values) => divide(values, { emptyAsZero: true, negativeIfAnyNegative: true })),
  },
};
