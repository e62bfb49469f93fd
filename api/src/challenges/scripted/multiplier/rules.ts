import type { FieldValues, ScriptedDefinition } from '../../engine/definition';
import { multiplication } from '../../support/calculator';
import { isWhole, parseDecimal, sign } from '../../support/decimal';
import { fieldClassCases, pairClass, type FieldClass } from '../../support/number-classes';
import { partitionCases } from '../../support/partition-case';

type Partition = FieldClass | 'zero' | 'bothNegative' | 'mixed' | 'positiveWhole' | 'positiveDecimal';

/** The first that applies, so every pair of values has exactly one partition. */
const partitionOf = (values: FieldValues): Partition => {
  const fieldsClass = pairClass(values);
  if (fieldsClass) return fieldsClass;
  // Both are ordinary numbers here.
  const a = parseDecimal(values.first)!;
  const b = parseDecimal(values.second)!;
  if (sign(a) === 0 || sign(b) === 0) return 'zero';
  if (sign(a) < 0 && sign(b) < 0) return 'bothNegative';
  if (sign(a) * sign(b) < 0) return 'mixed';
  return isWhole(a) && isWhole(b) ? 'positiveWhole' : 'positiveDecimal';
};

const testCase = partitionCases(partitionOf);
const fieldClassCase = fieldClassCases(partitionOf);

/**
 * Multiplication: eight cases. The number pairs split into partitions by sign (both positive, mixed, both
 * negative) and by kind (whole, decimal), zero is the boundary between the signs, and error guessing adds text,
 * an empty field and a very large number. Every pair of values belongs to exactly one case.
 */
export const rules: ScriptedDefinition = {
  evaluator: 'scripted',
  fields: ['first', 'second'],
  result: multiplication,
  bugs: [],
  cases: [
    testCase(
      'positiveWhole',
      'equivalencePartitioning',
      {
        en: 'two positive whole numbers',
        ua: 'два додатні цілі числа',
        ru: 'два положительных целых числа',
        pl: 'dwie dodatnie liczby całkowite',
      },
      { first: '3', second: '4' },
      { first: '12', second: '1' },
    ),
    testCase(
      'mixed',
      'equivalencePartitioning',
      {
        en: 'a negative and a positive number',
        ua: 'від’ємне і додатне число',
        ru: 'отрицательное и положительное число',
        pl: 'liczba ujemna i liczba dodatnia',
      },
      { first: '-3', second: '4' },
      { first: '2.5', second: '-2' },
    ),
    testCase(
      'bothNegative',
      'equivalencePartitioning',
      {
        en: 'two negative numbers',
        ua: 'два від’ємні числа',
        ru: 'два отрицательных числа',
        pl: 'dwie liczby ujemne',
      },
      { first: '-3', second: '-4' },
      { first: '-1.5', second: '-2' },
    ),
    testCase(
      'zero',
      'boundaryValues',
      {
        en: 'multiplication by zero',
        ua: 'множення на нуль',
        ru: 'умножение на ноль',
        pl: 'mnożenie przez zero',
      },
      { first: '7', second: '0' },
      { first: '0', second: '-2.5' },
      { first: '0', second: '0' },
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
      { first: '1.5', second: '2' },
      { first: '0.1', second: '0.2' },
      { first: '3', second: '0,5' },
    ),
    fieldClassCase(
      'notNumber',
      { first: 'abc', second: '4' },
      { first: '4', second: '#' },
      { first: 'п’ять', second: '2' },
      { first: '1e3', second: '2' },
    ),
    fieldClassCase(
      'empty',
      { first: '', second: '4' },
      { first: '3', second: '' },
      { first: '   ', second: '4' },
      { first: '', second: '' },
    ),
    fieldClassCase(
      'huge',
      { first: '99999999999999999999', second: '2' },
      { first: '-1000000000000000', second: '3' },
      { first: '9'.repeat(256), second: '9' },
    ),
  ],
};
