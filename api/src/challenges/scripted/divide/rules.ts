import type { FieldValues, ScriptedDefinition } from '../../engine/definition';
import { division } from '../../support/calculator';
import { isWhole, parseDecimal, sign } from '../../support/decimal';
import { fieldClassCases, pairClass, type FieldClass } from '../../support/number-classes';
import { partitionCases } from '../../support/partition-case';

type Partition =
  | FieldClass
  | 'divisorZero'
  | 'dividendZero'
  | 'bothNegative'
  | 'oneNegative'
  | 'positiveDecimal'
  | 'evenly'
  | 'fractional';

/** The first that applies, in the order the app checks, so every pair of values has exactly one partition. */
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
  if (!isWhole(a) || !isWhole(b)) return 'positiveDecimal';
  return a.mod(b).eq(0) ? 'evenly' : 'fractional';
};

const testCase = partitionCases(partitionOf);
const fieldClassCase = fieldClassCases(partitionOf);

/**
 * Division: ten cases (SPEC §9). Positive whole numbers split by whether the result is whole (the app rounds
 * the others to 10 decimals), then the signs and decimals; zero is a boundary twice (as the dividend it gives 0,
 * as the divisor the app's message); error guessing adds text, an empty field and a very large number. Every
 * pair of values belongs to exactly one case.
 */
export const rules: ScriptedDefinition = {
  evaluator: 'scripted',
  fields: ['first', 'second'],
  result: division,
  bugs: [],
  cases: [
    testCase(
      'evenly',
      'equivalencePartitioning',
      {
        en: 'positive whole numbers that divide evenly',
        ua: 'додатні цілі числа, що діляться без остачі',
        ru: 'положительные целые числа, которые делятся без остатка',
        pl: 'dodatnie liczby całkowite dzielące się bez reszty',
      },
      { first: '10', second: '2' },
      { first: '7', second: '7' },
      { first: '3', second: '1' },
    ),
    testCase(
      'fractional',
      'equivalencePartitioning',
      {
        en: 'positive whole numbers with a fractional result',
        ua: 'додатні цілі числа з дробовим результатом',
        ru: 'положительные целые числа с дробным результатом',
        pl: 'dodatnie liczby całkowite z wynikiem ułamkowym',
      },
      { first: '10', second: '3' },
      { first: '7', second: '2' },
      { first: '1', second: '8' },
    ),
    testCase(
      'oneNegative',
      'equivalencePartitioning',
      {
        en: 'one negative number: a negative quotient',
        ua: 'одне від’ємне число: від’ємна частка',
        ru: 'одно отрицательное число: отрицательное частное',
        pl: 'jedna liczba ujemna: iloraz ujemny',
      },
      { first: '-10', second: '2' },
      { first: '10', second: '-4' },
      { first: '-7.5', second: '3' },
    ),
    testCase(
      'positiveDecimal',
      'equivalencePartitioning',
      {
        en: 'positive numbers, at least one of them a decimal',
        ua: 'додатні числа, хоча б одне з них — десятковий дріб',
        ru: 'положительные числа, хотя бы одно из них — десятичная дробь',
        pl: 'liczby dodatnie, z których co najmniej jedna jest dziesiętna',
      },
      { first: '7.5', second: '2.5' },
      { first: '1', second: '0.5' },
      { first: '0,3', second: '3' },
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
      { first: '0', second: '-0.1' },
    ),
    testCase(
      'divisorZero',
      'boundaryValues',
      {
        en: 'division by zero',
        ua: 'ділення на нуль',
        ru: 'деление на ноль',
        pl: 'dzielenie przez zero',
      },
      { first: '5', second: '0' },
      { first: '0', second: '0' },
      { first: '-2.5', second: '0,0' },
    ),
    fieldClassCase(
      'notNumber',
      { first: 'abc', second: '2' },
      { first: '2', second: '½' },
      { first: 'десять', second: '5' },
    ),
    fieldClassCase(
      'empty',
      { first: '', second: '2' },
      { first: '10', second: '' },
      { first: ' ', second: '0' },
    ),
    fieldClassCase(
      'huge',
      { first: '100000000000000000000', second: '3' },
      { first: '1', second: '99999999999999999999' },
      { first: '-5000000000000000', second: '2' },
    ),
    testCase(
      'bothNegative',
      'equivalencePartitioning',
      {
        en: 'two negative numbers: a positive quotient',
        ua: 'два від’ємні числа: додатна частка',
        ru: 'два отрицательных числа: положительное частное',
        pl: 'dwie liczby ujemne: iloraz dodatni',
      },
      { first: '-10', second: '-2' },
      { first: '-1', second: '-3' },
    ),
  ],
};
