// Over 300 lines because it is one challenge's hidden rules whole: the answers in four languages and every case and
// bug with its values, read together when a rule changes.
import type { Language } from '@qa/shared/catalogue';
import type { FieldValues, HiddenDefinition } from '../../engine/definition';
import type { Localized } from '../../../i18n/localized';
import { parseDecimal, type Decimal } from '../../support/decimal';
import { isLetters, isVeryLarge } from '../../support/number-fields';
import { partitionCases } from '../../support/partition-case';
import { COMMON_FINDINGS } from '../../support/common-findings';

/** What the triangle app answers (fields Side A, Side B, Side C). */
export const TRIANGLE_MESSAGES = {
  equilateral: {
    en: 'Equilateral triangle',
    ua: 'Рівносторонній трикутник',
    ru: 'Равносторонний треугольник',
    pl: 'Trójkąt równoboczny',
  },
  isosceles: {
    en: 'Isosceles triangle',
    ua: 'Рівнобедрений трикутник',
    ru: 'Равнобедренный треугольник',
    pl: 'Trójkąt równoramienny',
  },
  scalene: {
    en: 'Scalene triangle',
    ua: 'Різносторонній трикутник',
    ru: 'Разносторонний треугольник',
    pl: 'Trójkąt różnoboczny',
  },
  notTriangle: {
    en: 'These sides do not form a triangle.',
    ua: 'Ці сторони не утворюють трикутник.',
    ru: 'Эти стороны не образуют треугольник.',
    pl: 'Te boki nie tworzą trójkąta.',
  },
  notPositive: {
    en: 'Side lengths must be greater than zero.',
    ua: 'Довжини сторін мають бути більшими за нуль.',
    ru: 'Длины сторон должны быть больше нуля.',
    pl: 'Długości boków muszą być większe od zera.',
  },
  notNumbers: {
    en: 'Please enter numbers.',
    ua: 'Будь ласка, введіть числа.',
    ru: 'Пожалуйста, введите числа.',
    pl: 'Wpisz liczby.',
  },
  missingSide: {
    en: 'Please enter the lengths of all three sides.',
    ua: 'Будь ласка, введіть довжини всіх трьох сторін.',
    ru: 'Пожалуйста, введите длины всех трёх сторон.',
    pl: 'Wpisz długości wszystkich trzech boków.',
  },
  crash: {
    en: 'Error: NaN',
    ua: 'Error: NaN',
    ru: 'Error: NaN',
    pl: 'Error: NaN',
  },
} as const satisfies Record<string, Localized>;

const sidesOf = ({ first, second, third }: FieldValues): [Decimal, Decimal, Decimal] | undefined => {
  const sides = [first, second, third].map(parseDecimal);
  const [a, b, c] = sides;
  return a && b && c ? [a, b, c] : undefined;
};

/**
 * The app as it was built, with its four planted bugs: a very large side "crashes" it, side C is never checked
 * for zero or below, only A + B > C is tested, and A = C is not seen as isosceles.
 */
const triangleApp = (values: FieldValues, language: Language): string => {
  const say = (message: keyof typeof TRIANGLE_MESSAGES) => TRIANGLE_MESSAGES[message][language];
  if (values.first === '' || values.second === '' || values.third === '') return say('missingSide');
  const sides = sidesOf(values);
  if (!sides) return say('notNumbers');
  if ([values.first, values.second, values.third].some(isVeryLarge)) return say('crash');
  const [a, b, c] = sides;
  if (a.lte(0) || b.lte(0)) return say('notPositive');
  if (!a.plus(b).gt(c)) return say('notTriangle');
  if (a.eq(b) && b.eq(c)) return say('equilateral');
  if (a.eq(b) || b.eq(c)) return say('isosceles');
  return say('scalene');
};

/** What the three sides really are; the first that applies, so every input has exactly one. */
type Partition =
  | 'missing'
  | 'letters'
  | 'symbols'
  | 'veryLarge'
  | 'sideCNotPositive'
  | 'zero'
  | 'negative'
  | 'degenerateC'
  | 'impossibleC'
  | 'longestNotC'
  | 'equilateral'
  | 'isoscelesAB'
  | 'isoscelesBC'
  | 'isoscelesAC'
  | 'fraction'
  | 'scalene';

const partitionOf = (values: FieldValues): Partition => {
  const texts = [values.first, values.second, values.third];
  if (texts.some((text) => text === '')) return 'missing';
  const sides = sidesOf(values);
  if (!sides) return texts.some(isLetters) ? 'letters' : 'symbols';
  if (texts.some(isVeryLarge)) return 'veryLarge';
  const [a, b, c] = sides;
  if (a.gt(0) && b.gt(0) && c.lte(0)) return 'sideCNotPositive';
  if (sides.some((side) => side.eq(0))) return 'zero';
  if (sides.some((side) => side.lt(0))) return 'negative';
  const longest = [a, b, c].reduce((max, side) => (side.gt(max) ? side : max));
  const rest = a.plus(b).plus(c).minus(longest);
  if (longest.gte(rest)) {
    // The app only tests A + B > C, so a long A or B slips through.
    if (!c.eq(longest)) return 'longestNotC';
    return longest.eq(rest) ? 'degenerateC' : 'impossibleC';
  }
  // The bug shows whatever the lengths; then any triangle with a length that is not whole, whatever its kind.
  if (a.eq(c) && !a.eq(b)) return 'isoscelesAC';
  if (sides.some((side) => !side.eq(side.round(0)))) return 'fraction';
  if (a.eq(b) && b.eq(c)) return 'equilateral';
  if (a.eq(b)) return 'isoscelesAB';
  if (b.eq(c)) return 'isoscelesBC';
  return 'scalene';
};

const finding = partitionCases(partitionOf);

/**
 * Triangle (SPEC §5, §9: twelve cases, four bugs): three side lengths are classified as equilateral, isosceles
 * or scalene, or refused. The cases are the classes a careful tester tries; the bugs are defects such an input
 * shows in the result.
 */
export const rules: HiddenDefinition = {
  evaluator: 'exploratory',
  fields: ['first', 'second', 'third'],
  result: triangleApp,
  cases: [
    finding(
      'equilateral',
      'equivalencePartitioning',
      {
        en: 'an equilateral triangle',
        ua: 'рівносторонній трикутник',
        ru: 'равносторонний треугольник',
        pl: 'trójkąt równoboczny',
      },
      { first: '5', second: '5', third: '5' },
      { first: '1', second: '1', third: '1' },
    ),
    finding(
      'isoscelesAB',
      'equivalencePartitioning',
      {
        en: 'an isosceles triangle with sides A and B equal',
        ua: 'рівнобедрений трикутник з рівними сторонами A і B',
        ru: 'равнобедренный треугольник с равными сторонами A и B',
        pl: 'trójkąt równoramienny z równymi bokami A i B',
      },
      { first: '5', second: '5', third: '3' },
      { first: '4', second: '4', third: '7' },
    ),
    finding(
      'isoscelesBC',
      'equivalencePartitioning',
      {
        en: 'an isosceles triangle with sides B and C equal',
        ua: 'рівнобедрений трикутник з рівними сторонами B і C',
        ru: 'равнобедренный треугольник с равными сторонами B и C',
        pl: 'trójkąt równoramienny z równymi bokami B i C',
      },
      { first: '3', second: '5', third: '5' },
      { first: '7', second: '4', third: '4' },
    ),
    finding(
      'scalene',
      'equivalencePartitioning',
      {
        en: 'a scalene triangle',
        ua: 'різносторонній трикутник',
        ru: 'разносторонний треугольник',
        pl: 'trójkąt różnoboczny',
      },
      { first: '3', second: '4', third: '5' },
      { first: '6', second: '5', third: '4' },
    ),
    finding(
      'fraction',
      'equivalencePartitioning',
      {
        en: 'a triangle with a side length that is not a whole number',
        ua: 'трикутник зі стороною дробової довжини',
        ru: 'треугольник со стороной дробной длины',
        pl: 'trójkąt z bokiem o długości niecałkowitej',
      },
      { first: '2.5', second: '3', third: '4' },
      { first: '2.5', second: '2.5', third: '2.5' },
      { first: '1,5', second: '3', third: '3' },
    ),
    finding(
      'degenerateC',
      'boundaryValues',
      {
        en: 'a flat triangle: side C equals A + B',
        ua: 'вироджений трикутник: сторона C дорівнює A + B',
        ru: 'вырожденный треугольник: сторона C равна A + B',
        pl: 'trójkąt zdegenerowany: bok C równa się A + B',
      },
      { first: '2', second: '3', third: '5' },
      { first: '1', second: '1', third: '2' },
    ),
    finding(
      'impossibleC',
      'equivalencePartitioning',
      {
        en: 'side C longer than A and B together',
        ua: 'сторона C довша за A і B разом',
        ru: 'сторона C длиннее A и B вместе',
        pl: 'bok C dłuższy niż A i B razem',
      },
      { first: '1', second: '2', third: '10' },
      { first: '2', second: '3', third: '6' },
    ),
    finding(
      'zero',
      'boundaryValues',
      {
        en: 'a side length of zero',
        ua: 'нульова довжина сторони',
        ru: 'нулевая длина стороны',
        pl: 'zerowa długość boku',
      },
      { first: '0', second: '4', third: '5' },
      { first: '3', second: '0', third: '3' },
    ),
    finding(
      'negative',
      'equivalencePartitioning',
      {
        en: 'a negative side length',
        ua: 'від’ємна довжина сторони',
        ru: 'отрицательная длина стороны',
        pl: 'ujemna długość boku',
      },
      { first: '-3', second: '4', third: '5' },
      { first: '3', second: '-1', third: '3' },
    ),
    finding(
      'letters',
      'errorGuessing',
      COMMON_FINDINGS.lettersInsteadOfNumber,
      { first: 'abc', second: '4', third: '5' },
      { first: '3', second: '4', third: 'five' },
    ),
    finding(
      'missing',
      'errorGuessing',
      {
        en: 'a missing side length',
        ua: 'не введено довжину сторони',
        ru: 'не введена длина стороны',
        pl: 'brak długości boku',
      },
      { first: '3', second: '4', third: '' },
      { first: '', second: '', third: '' },
    ),
    // Appended, so the numbers of the earlier cases stay as they were.
    finding(
      'symbols',
      'errorGuessing',
      {
        en: 'special characters instead of a number',
        ua: 'спецсимволи замість числа',
        ru: 'спецсимволы вместо числа',
        pl: 'znaki specjalne zamiast liczby',
      },
      { first: '3', second: '4', third: '5!' },
      { first: '#', second: '4', third: '5' },
    ),
  ],
  bugs: [
    finding(
      'isoscelesAC',
      'equivalencePartitioning',
      {
        en: 'an isosceles triangle with sides A and C equal is called scalene',
        ua: 'рівнобедрений трикутник з рівними сторонами A і C визначено як різносторонній',
        ru: 'равнобедренный треугольник с равными сторонами A и C определён как разносторонний',
        pl: 'trójkąt równoramienny z równymi bokami A i C jest rozpoznawany jako różnoboczny',
      },
      { first: '5', second: '3', third: '5' },
      { first: '2.5', second: '4', third: '2.5' },
    ),
    finding(
      'longestNotC',
      'equivalencePartitioning',
      {
        en: 'sides that form no triangle are accepted when the longest is A or B',
        ua: 'сторони, що не утворюють трикутник, приймаються, коли найдовша з них — A або B',
        ru: 'стороны, не образующие треугольник, принимаются, когда самая длинная из них — A или B',
        pl: 'boki, które nie tworzą trójkąta, są akceptowane, gdy najdłuższy z nich to A lub B',
      },
      { first: '10', second: '2', third: '3' },
      { first: '2', second: '5', third: '3' },
    ),
    finding(
      'sideCNotPositive',
      'boundaryValues',
      {
        en: 'a zero or negative length of side C is not refused',
        ua: 'нульову або від’ємну довжину сторони C не відхилено',
        ru: 'нулевая или отрицательная длина стороны C не отклоняется',
        pl: 'zerowa lub ujemna długość boku C nie jest odrzucana',
      },
      { first: '3', second: '4', third: '0' },
      { first: '3', second: '3', third: '-2' },
    ),
    finding(
      'veryLarge',
      'errorGuessing',
      {
        en: 'a very large side length breaks the app',
        ua: 'дуже велика довжина сторони ламає застосунок',
        ru: 'очень большая длина стороны ломает приложение',
        pl: 'bardzo duża długość boku psuje aplikację',
      },
      { first: '99999999999999999999', second: '4', third: '5' },
      { first: '3', second: '4', third: '9'.repeat(256) },
    ),
  ],
};
