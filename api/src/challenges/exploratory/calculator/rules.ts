import type { Language } from '@qa/shared/catalogue';
import type { FieldValues, HiddenDefinition } from '../../engine/definition';
import type { Localized } from '../../../i18n/localized';
import { CALCULATOR_MESSAGES } from '../../support/calculator';
import { decimal, formatDecimal, parseDecimal } from '../../support/decimal';
import { fieldClassCases, pairClass, type FieldClass } from '../../support/number-classes';
import { partitionCases } from '../../support/partition-case';

const HUNDRED = decimal('100');

export const PERCENTAGE_MESSAGES = {
  negativePercentage: {
    en: 'The percentage cannot be negative.',
    ua: 'Відсоток не може бути від’ємним.',
    ru: 'Процент не может быть отрицательным.',
    pl: 'Procent nie może być ujemny.',
  },
} as const satisfies Record<string, Localized>;

/** The percentage calculator: what is {first} percent of {second}, exactly. */
const percentageOf = ({ first, second }: FieldValues, language: Language): string => {
  if (first === '' || second === '') return CALCULATOR_MESSAGES.enterBothNumbers[language];
  const percentage = parseDecimal(first);
  const number = parseDecimal(second);
  if (!percentage || !number) return CALCULATOR_MESSAGES.enterValidNumbers[language];
  if (percentage.lt(0)) return PERCENTAGE_MESSAGES.negativePercentage[language];
  return formatDecimal(number.times(percentage).div(HUNDRED));
};

type Partition =
  | FieldClass
  | 'negative'
  | 'negativeNumber'
  | 'zeroNumber'
  | 'zero'
  | 'justAboveZero'
  | 'between'
  | 'justBelowHundred'
  | 'hundred'
  | 'justAboveHundred'
  | 'overHundred';

const ONE = decimal('1');
const NINETY_NINE = decimal('99');
const HUNDRED_AND_ONE = decimal('101');

/**
 * The first that applies, in the order the app checks (a negative percentage is refused before a very large
 * number is computed); then the Number field's own classes, then the percentage's: every pair has exactly one.
 * A boundary's neighbours are the values within one percent of it.
 */
const partitionOf = (values: FieldValues): Partition => {
  const fieldsClass = pairClass(values);
  if (fieldsClass === 'empty' || fieldsClass === 'notNumber') return fieldsClass;
  const percentage = parseDecimal(values.first)!;
  const number = parseDecimal(values.second)!;
  if (percentage.lt(0)) return 'negative';
  if (fieldsClass) return fieldsClass;
  if (number.lt(0)) return 'negativeNumber';
  if (number.eq(0)) return 'zeroNumber';
  if (percentage.eq(0)) return 'zero';
  if (percentage.lte(ONE)) return 'justAboveZero';
  if (percentage.lt(NINETY_NINE)) return 'between';
  if (percentage.lt(HUNDRED)) return 'justBelowHundred';
  if (percentage.eq(HUNDRED)) return 'hundred';
  return percentage.lte(HUNDRED_AND_ONE) ? 'justAboveHundred' : 'overHundred';
};

const testCase = partitionCases(partitionOf);
const fieldClassCase = fieldClassCases(partitionOf);

/**
 * Calculator, to discover (thirteen cases): a percentage calculator, "what is A percent of B". Zero and one
 * hundred percent are the boundaries that split the valid percentages, each with its neighbours on both sides;
 * a negative percentage is refused; the Number may be negative or zero; error guessing adds text, an empty
 * field and a very large number.
 */
export const rules: HiddenDefinition = {
  evaluator: 'exploratory',
  fields: ['first', 'second'],
  result: percentageOf,
  bugs: [],
  cases: [
    testCase(
      'between',
      'equivalencePartitioning',
      {
        en: 'a percentage above 1 and below 99',
        ua: 'відсоток, більший за 1 і менший за 99',
        ru: 'процент больше 1 и меньше 99',
        pl: 'procent większy od 1 i mniejszy od 99',
      },
      { first: '25', second: '80' },
      { first: '12.5', second: '80' },
      { first: '50', second: '0.1' },
    ),
    testCase(
      'zero',
      'boundaryValues',
      {
        en: 'zero percent gives zero',
        ua: 'нуль відсотків дає нуль',
        ru: 'ноль процентов даёт ноль',
        pl: 'zero procent daje zero',
      },
      { first: '0', second: '80' },
      { first: '0.0', second: '2.5' },
    ),
    testCase(
      'hundred',
      'boundaryValues',
      {
        en: 'one hundred percent gives the number itself',
        ua: 'сто відсотків дає саме число',
        ru: 'сто процентов даёт само число',
        pl: 'sto procent daje tę samą liczbę',
      },
      { first: '100', second: '80' },
      { first: '100.00', second: '2.5' },
    ),
    testCase(
      'overHundred',
      'equivalencePartitioning',
      {
        en: 'more than 101 percent',
        ua: 'понад 101 відсоток',
        ru: 'больше 101 процента',
        pl: 'ponad 101 procent',
      },
      { first: '150', second: '80' },
      { first: '1000', second: '3' },
    ),
    testCase(
      'negative',
      'equivalencePartitioning',
      {
        en: 'a negative percentage is refused',
        ua: 'від’ємний відсоток відхилено',
        ru: 'отрицательный процент отклонён',
        pl: 'ujemny procent zostaje odrzucony',
      },
      { first: '-10', second: '80' },
      { first: '-0.01', second: '80' },
      { first: '-1', second: '-5' },
    ),
    fieldClassCase(
      'notNumber',
      { first: 'abc', second: '80' },
      { first: '25%', second: '80' },
      { first: '25', second: 'сто' },
    ),
    fieldClassCase(
      'empty',
      { first: '', second: '80' },
      { first: '25', second: '' },
      { first: '  ', second: '80' },
    ),
    fieldClassCase(
      'huge',
      { first: '25', second: '99999999999999999999' },
      { first: '1000000000000000', second: '80' },
    ),
    testCase(
      'justAboveZero',
      'boundaryValues',
      {
        en: 'a percentage just above zero (1 at most)',
        ua: 'відсоток трохи більший за нуль (не більше 1)',
        ru: 'процент чуть больше нуля (не больше 1)',
        pl: 'procent tuż powyżej zera (najwyżej 1)',
      },
      { first: '1', second: '80' },
      { first: '0.01', second: '80' },
      { first: '0,5', second: '80' },
    ),
    testCase(
      'justBelowHundred',
      'boundaryValues',
      {
        en: 'a percentage just below one hundred (99 or more)',
        ua: 'відсоток трохи менший за сто (99 або більше)',
        ru: 'процент чуть меньше ста (99 или больше)',
        pl: 'procent tuż poniżej stu (99 lub więcej)',
      },
      { first: '99', second: '80' },
      { first: '99.99', second: '80' },
    ),
    testCase(
      'justAboveHundred',
      'boundaryValues',
      {
        en: 'a percentage just above one hundred (101 at most)',
        ua: 'відсоток трохи більший за сто (не більше 101)',
        ru: 'процент чуть больше ста (не больше 101)',
        pl: 'procent tuż powyżej stu (najwyżej 101)',
      },
      { first: '101', second: '80' },
      { first: '100.01', second: '80' },
    ),
    testCase(
      'negativeNumber',
      'equivalencePartitioning',
      {
        en: 'a percentage of a negative number',
        ua: 'відсоток від’ємного числа',
        ru: 'процент от отрицательного числа',
        pl: 'procent z liczby ujemnej',
      },
      { first: '25', second: '-80' },
      { first: '150', second: '-0.5' },
      { first: '0', second: '-3' },
    ),
    testCase(
      'zeroNumber',
      'boundaryValues',
      {
        en: 'a percentage of zero is zero',
        ua: 'відсоток від нуля дорівнює нулю',
        ru: 'процент от нуля равен нулю',
        pl: 'procent z zera to zero',
      },
      { first: '25', second: '0' },
      { first: '100', second: '0' },
    ),
  ],
};
