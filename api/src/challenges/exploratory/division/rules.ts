import type { FieldValues, HiddenDefinition } from '../../engine/definition';
import { division as divide } from '../../support/calculator';
import { divideDecimals, isWhole, parseDecimal, sign, type Decimal } from '../../support/decimal';
import { fieldClassCases, pairClass, type FieldClass } from '../../support/number-classes';
import { partitionCases } from '../../support/partition-case';

/** The decimals the app shows at most (the page states it): a longer quotient is rounded to them. */
const SHOWN_DECIMALS = 10;

/** Decimals after the point (big.js keeps no trailing zeros). */
const decimalsOf = (d: Decimal): number => Math.max(0, d.c.length - 1 - d.e);

/** The pair's partition, in the order the app checks: the first that applies, so every pair has exactly one. */
type Partition =
  | FieldClass
  | 'divisorZero'
  | 'dividendZero'
  | 'bothNegative'
  | 'oneNegative'
  | 'decimals'
  | 'whole'
  | 'fewDecimals'
  | 'tenDecimals'
  | 'rounded';

/** Positive whole numbers, by the quotient's decimals: none, up to ten shown exactly, or rounded to ten. */
const quotientOf = (a: Decimal, b: Decimal): Partition => {
  if (a.mod(b).eq(0)) return 'whole';
  const shown = divideDecimals(a, b, SHOWN_DECIMALS);
  if (!shown.times(b).eq(a)) return 'rounded';
  return decimalsOf(shown) === SHOWN_DECIMALS ? 'tenDecimals' : 'fewDecimals';
};

const partitionOf = (values: FieldValues): Partition => {
  const fieldsClass = pairClass(values);
  if (fieldsClass === 'empty' || fieldsClass === 'notNumber') return fieldsClass;
  // Both are numbers here; the app's message for a zero divisor comes before a very large dividend.
  const a = parseDecimal(values.first)!;
  const b = parseDecimal(values.second)!;
  if (sign(b) === 0) return 'divisorZero';
  if (fieldsClass) return fieldsClass;
  if (sign(a) === 0) return 'dividendZero';
  if (sign(a) < 0 && sign(b) < 0) return 'bothNegative';
  if (sign(a) < 0 || sign(b) < 0) return 'oneNegative';
  if (!isWhole(a) || !isWhole(b)) return 'decimals';
  return quotientOf(a, b);
};

const testCase = partitionCases(partitionOf);
const fieldClassCase = fieldClassCases(partitionOf);

/**
 * Division, to discover (twelve cases; division by zero handled): the calculator's division, which shows up to
 * ten decimals. The quotients of positive whole numbers split by their decimals: none, a few, exactly ten (the
 * boundary the page states) and more, which are rounded; then the signs, decimals, zero on either side of the
 * operator, and error guessing: text, an empty field, a very large number.
 */
export const rules: HiddenDefinition = {
  evaluator: 'exploratory',
  fields: ['first', 'second'],
  result: divide,
  bugs: [],
  cases: [
    testCase(
      'whole',
      'equivalencePartitioning',
      {
        en: 'a quotient without a remainder',
        ua: 'частка без остачі',
        ru: 'частное без остатка',
        pl: 'iloraz bez reszty',
      },
      { first: '12', second: '4' },
      { first: '7', second: '7' },
      { first: '100', second: '1' },
    ),
    testCase(
      'rounded',
      'equivalencePartitioning',
      {
        en: 'a quotient with more than ten decimals is rounded to ten',
        ua: 'частку з понад десятьма знаками після коми округлено до десяти знаків',
        ru: 'частное с более чем десятью знаками после запятой округляется до десяти знаков',
        pl: 'iloraz z więcej niż dziesięcioma miejscami po przecinku jest zaokrąglany do dziesięciu',
      },
      { first: '10', second: '3' },
      { first: '1', second: '7' },
      { first: '1', second: '2048' },
    ),
    testCase(
      'oneNegative',
      'equivalencePartitioning',
      {
        en: 'one negative number gives a negative quotient',
        ua: 'одне від’ємне число дає від’ємну частку',
        ru: 'одно отрицательное число даёт отрицательное частное',
        pl: 'jedna liczba ujemna daje ujemny iloraz',
      },
      { first: '-12', second: '4' },
      { first: '12', second: '-5' },
      { first: '-7.5', second: '2.5' },
    ),
    testCase(
      'bothNegative',
      'equivalencePartitioning',
      {
        en: 'two negative numbers give a positive quotient',
        ua: 'два від’ємні числа дають додатну частку',
        ru: 'два отрицательных числа дают положительное частное',
        pl: 'dwie liczby ujemne dają dodatni iloraz',
      },
      { first: '-12', second: '-4' },
      { first: '-1', second: '-3' },
    ),
    testCase(
      'dividendZero',
      'boundaryValues',
      {
        en: 'zero divided by a number',
        ua: 'нуль, поділений на число',
        ru: 'ноль, делённый на число',
        pl: 'zero podzielone przez liczbę',
      },
      { first: '0', second: '5' },
      { first: '0', second: '-2.5' },
    ),
    testCase(
      'divisorZero',
      'boundaryValues',
      {
        en: 'division by zero is refused with a message',
        ua: 'ділення на нуль відхилено з повідомленням',
        ru: 'деление на ноль отклонено с сообщением',
        pl: 'dzielenie przez zero zostaje odrzucone z komunikatem',
      },
      { first: '5', second: '0' },
      { first: '0', second: '0' },
      { first: '-1', second: '0.0' },
    ),
    fieldClassCase(
      'notNumber',
      { first: 'abc', second: '5' },
      { first: '5', second: '1/2' },
      { first: 'три', second: '3' },
    ),
    fieldClassCase(
      'empty',
      { first: '', second: '5' },
      { first: '5', second: '' },
      { first: ' ', second: '3' },
    ),
    fieldClassCase(
      'huge',
      { first: '9'.repeat(25), second: '3' },
      { first: '1', second: '100000000000000000000' },
      { first: '-1000000000000000', second: '7' },
    ),
    testCase(
      'fewDecimals',
      'equivalencePartitioning',
      {
        en: 'a quotient that is not whole but fits in ten decimals',
        ua: 'частка, яка не є цілою, але вміщується в десять знаків після коми',
        ru: 'нецелое частное, которое умещается в десять знаков после запятой',
        pl: 'iloraz niecałkowity, który mieści się w dziesięciu miejscach po przecinku',
      },
      { first: '7', second: '2' },
      { first: '1', second: '8' },
      { first: '3', second: '4' },
    ),
    testCase(
      'tenDecimals',
      'boundaryValues',
      {
        en: 'a quotient with exactly ten decimals, shown in full',
        ua: 'частка рівно з десятьма знаками після коми, показана повністю',
        ru: 'частное ровно с десятью знаками после запятой, показанное полностью',
        pl: 'iloraz z dokładnie dziesięcioma miejscami po przecinku, pokazany w całości',
      },
      { first: '1', second: '1024' },
      { first: '3', second: '1024' },
      { first: '1', second: '10000000000' },
    ),
    testCase(
      'decimals',
      'equivalencePartitioning',
      {
        en: 'positive numbers, at least one of them a decimal',
        ua: 'додатні числа, хоча б одне з них — десятковий дріб',
        ru: 'положительные числа, хотя бы одно из них — десятичная дробь',
        pl: 'liczby dodatnie, z których co najmniej jedna jest dziesiętna',
      },
      { first: '7.5', second: '2.5' },
      { first: '0.5', second: '4' },
      { first: '1', second: '0,3' },
    ),
  ],
};
