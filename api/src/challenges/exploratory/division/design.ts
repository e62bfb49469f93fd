import type { FieldValues } from '../../engine/definition';
import { rules } from './rules';
import { CALCULATOR_MESSAGES } from '../../support/calculator';
import {
  decimal,
  divideDecimals,
  formatDecimal,
  isWhole,
  parseDecimal,
  sign,
  type Decimal,
} from '../../support/decimal';
import { formBuild, type TestDesign } from '../../../test-design/test-design';
import { formClasses } from '../../../test-design/expert-classes';
import { faultList, interviewOnly, switchOn } from '../../../test-design/faults';
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
  /** Interview only: only a divisor typed as 0 is caught, so 0.0 is divided by and shows Infinity. */
  zeroTextOnly?: boolean;
  /** Interview only: text is read with parseFloat, so 1/2 is 1 and 1e3 is 1000. */
  leadingNumberRead?: boolean;
  /** Interview only: a number of 16 digits or more (10^15) is refused as not valid, a JavaScript-safe limit. */
  longNumbersRefused?: boolean;
  /** Interview only: the zero check is b <= 0, so a negative divisor gets the division-by-zero message. */
  negativeDivisorRefused?: boolean;
}

/** What the form answers: one of its messages, or a quotient and what it is. */
type Answer =
  | { outcome: 'divisionByZero' | 'enterBothNumbers' | 'enterValidNumbers' }
  | { outcome: DivisionOutcome; quotient: Decimal | number };

/** 10^15: 16 digits before the point, where a build that keeps to JavaScript's safe numbers draws its line. */
const LONG = decimal('1000000000000000');

const read = (text: string, faults: Faults): Decimal | undefined => {
  const exact = readDecimal(text, faults);
  if (exact && faults.longNumbersRefused && exact.abs().gte(LONG)) return undefined;
  const parsed =
    exact || !faults.leadingNumberRead || (faults.commaRefused && text.includes(','))
      ? exact
      : parseDecimal(String(Number.parseFloat(text)));
  return parsed && faults.decimalsDropped ? parsed.round(0, ROUND_DOWN) : parsed;
};

/** What the shown quotient is, against the exact one: zero, negative, whole, in full or rounded. */
const quotientKind = (shown: Decimal, a: Decimal, b: Decimal): DivisionOutcome => {
  if (sign(shown) === 0) return 'zero';
  if (sign(shown) < 0) return 'negative';
  if (isWhole(shown)) return 'whole';
  return shown.times(b).eq(a) ? 'exactDecimal' : 'roundedDecimal';
};

/**
 * A zero the build divides by, as JavaScript does: Infinity with the sign the build gives the quotient, NaN for
 * 0 / 0. Neither is a quotient: -Infinity is judged negative, the others a positive number shown wrong.
 */
const byZero = (a: Decimal, b: Decimal, faults: Faults): Answer => {
  if (sign(a) === 0) return { outcome: 'roundedDecimal', quotient: Number.NaN };
  // JavaScript keeps the sign of a zero typed as -0: 5 / -0 is -Infinity.
  const minus = (d: Decimal) => d.s < 0;
  const negative = faults.negativeIfAnyNegative ? sign(a) < 0 : minus(a) !== minus(b);
  return negative && !faults.signLost
    ? { outcome: 'negative', quotient: -Infinity }
    : { outcome: 'roundedDecimal', quotient: Infinity };
};

const answerOf = ({ first, second }: FieldValues, faults: Faults = {}): Answer => {
  if (!faults.emptyAsZero && (isBlank(first) || isBlank(second))) return { outcome: 'enterBothNumbers' };
  const a = read(first, faults);
  const b = read(second, faults);
  if (!a || !b) return { outcome: 'enterValidNumbers' };
  if (faults.zeroDivisorAsEmpty && sign(b) === 0) return { outcome: 'enterBothNumbers' };
  const zeroDivisor = faults.zeroTextOnly ? second.trim() === '0' : sign(b) === 0;
  if (
    zeroDivisor ||
    (faults.negativeDivisorRefused && sign(b) < 0) ||
    (faults.zeroDividendRefused && sign(a) === 0)
  )
    return { outcome: 'divisionByZero' };
  if (sign(b) === 0) return byZero(a, b, faults);
  const size =
    faults.integerDivision && isWhole(a) && isWhole(b)
      ? a.abs().div(b.abs()).round(0, ROUND_DOWN)
      : divideDecimals(a.abs(), b.abs(), faults.places ?? SHOWN_DECIMALS);
  const negative = faults.negativeIfAnyNegative ? sign(a) < 0 || sign(b) < 0 : sign(a) !== sign(b);
  const shown = negative && !faults.signLost ? size.neg() : size;
  // Judged against the numbers as typed: a build that read them wrong shows a wrong quotient.
  const typedA = parseDecimal(first) ?? a;
  const typedB = parseDecimal(second) ?? b;
  return { outcome: quotientKind(shown, typedA, typedB), quotient: shown };
};

/** A build with these faults: its outcome, and what the page shows, the quotient as the page writes it. */
const divisionBuild = (faults: Faults = {}) =>
  formBuild(
    (values) => answerOf(values, faults).outcome,
    (values, language) => {
      const answer = answerOf(values, faults);
      if (!('quotient' in answer)) return CALCULATOR_MESSAGES[answer.outcome][language];
      return typeof answer.quotient === 'number' ? String(answer.quotient) : formatDecimal(answer.quotient);
    },
  );

/**
 * Division: the quotient judged by what it is (zero, negative, a positive whole number, a positive decimal shown in
 * full or rounded to ten decimals), the shape split on positive quotients as the expert design splits them, and
 * ten builds that each get one rule wrong; four more faults only an interview draws.
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
  reference: divisionBuild(),
  faults: faultList<Faults, DivisionOutcome>(
    divisionBuild,
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
      interviewOnly(switchOn('zeroTextOnly', 'boundaryValues', 'second')),
      interviewOnly(switchOn('leadingNumberRead', 'errorGuessing')),
      interviewOnly(switchOn('longNumbersRefused', 'errorGuessing')),
      interviewOnly(switchOn('negativeDivisorRefused', 'boundaryValues', 'second')),
    ],
    // Each group gets one input wrong alike (a zero divisor, a minus sign, a quotient of two whole numbers with
    // ten decimals or more): the first drawn would take the other's report.
    [
      ['zeroDivisorAsEmpty', 'zeroTextOnly'],
      ['integerDivision', 'fewerPlaces', 'morePlaces'],
      ['signLost', 'negativeIfAnyNegative', 'negativeDivisorRefused'],
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
    reference: divisionBuild({ emptyAsZero: true }),
    shipped: divisionBuild({ emptyAsZero: true, negativeIfAnyNegative: true }),
  },
};
