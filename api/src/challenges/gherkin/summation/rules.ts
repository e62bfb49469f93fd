import type { BuilderDefinition, FieldValues } from '../../engine/definition';
import { addition } from '../../support/calculator';
import { CALCULATOR_RESULT, calculatorResults } from '../../support/calculator-results';
import {
  isEmpty,
  isFraction,
  isNegative,
  isNotNumber,
  isVeryLarge,
  isZero,
} from '../../support/number-fields';
import { partitionCases } from '../../support/partition-case';
import { COMMON_FINDINGS } from '../../support/common-findings';

/** The partition a pair of values falls into; the first that applies, so every pair has exactly one. */
type Partition = 'empty' | 'letters' | 'veryLarge' | 'zero' | 'negative' | 'decimal' | 'positiveWhole';

const partitionOf = ({ first, second }: FieldValues): Partition => {
  const either = (test: (value: string) => boolean) => test(first) || test(second);
  if (either(isEmpty)) return 'empty';
  if (either(isNotNumber)) return 'letters';
  if (either(isVeryLarge)) return 'veryLarge';
  if (either(isZero)) return 'zero';
  if (either(isNegative)) return 'negative';
  if (either(isFraction)) return 'decimal';
  return 'positiveWhole';
};

const scenario = partitionCases(partitionOf);

/**
 * Summation (SPEC §5: seven scenarios): the tester writes Given/When/Then scenarios by choosing two numbers and
 * the result they expect. Whole numbers, negatives and decimals add up exactly; zero, the boundary between the
 * signs, gives the other number; a very large number stays exact; letters and an empty field get the
 * calculator's messages. Any pair of a partition with the right result finds it. Each class is offered so that
 * two or more pairs reach it: two positive whole numbers in the second list, zero there too.
 */
export const rules: BuilderDefinition = {
  evaluator: 'builder',
  fields: ['first', 'second'],
  dropdowns: {
    first: ['7', '-4', '2.5', 'abc', '99999999999999999999'],
    second: ['3', '-11', '0.75', '12', '0'],
  },
  resultDropdown: calculatorResults('gherkin', {
    en: 'The sum is shown',
    ua: 'Показано суму',
    ru: 'Показана сумма',
    pl: 'Wyświetlana jest suma',
  }),
  result: addition,
  bugs: [],
  cases: [
    scenario(
      'positiveWhole',
      'equivalencePartitioning',
      {
        en: 'two positive whole numbers',
        ua: 'два додатні цілі числа',
        ru: 'два положительных целых числа',
        pl: 'dwie dodatnie liczby całkowite',
      },
      { first: '0', second: '0', expectedResult: CALCULATOR_RESULT.number },
      { first: '0', second: '3', expectedResult: CALCULATOR_RESULT.number },
    ),
    scenario(
      'negative',
      'equivalencePartitioning',
      {
        en: 'a negative number',
        ua: 'від’ємне число',
        ru: 'отрицательное число',
        pl: 'liczba ujemna',
      },
      { first: '1', second: '0', expectedResult: CALCULATOR_RESULT.number },
      { first: '0', second: '1', expectedResult: CALCULATOR_RESULT.number },
      { first: '1', second: '1', expectedResult: CALCULATOR_RESULT.number },
    ),
    scenario(
      'decimal',
      'equivalencePartitioning',
      {
        en: 'decimal numbers add up exactly',
        ua: 'десяткові дроби додаються точно',
        ru: 'десятичные дроби складываются точно',
        pl: 'liczby dziesiętne sumują się dokładnie',
      },
      { first: '2', second: '2', expectedResult: CALCULATOR_RESULT.number },
      { first: '2', second: '0', expectedResult: CALCULATOR_RESULT.number },
      { first: '0', second: '2', expectedResult: CALCULATOR_RESULT.number },
    ),
    scenario(
      'veryLarge',
      'errorGuessing',
      {
        en: 'a very large number adds up exactly',
        ua: 'дуже велике число додається точно',
        ru: 'очень большое число складывается точно',
        pl: 'bardzo duża liczba jest dodawana dokładnie',
      },
      { first: '4', second: '0', expectedResult: CALCULATOR_RESULT.number },
      { first: '4', second: '1', expectedResult: CALCULATOR_RESULT.number },
      { first: '4', second: '4', expectedResult: CALCULATOR_RESULT.number },
    ),
    scenario(
      'letters',
      'errorGuessing',
      COMMON_FINDINGS.lettersInsteadOfNumber,
      { first: '3', second: '0', expectedResult: CALCULATOR_RESULT.validNumbers },
      { first: '3', second: '4', expectedResult: CALCULATOR_RESULT.validNumbers },
    ),
    scenario(
      'empty',
      'errorGuessing',
      COMMON_FINDINGS.emptyField,
      { first: '0', second: '5', expectedResult: CALCULATOR_RESULT.bothNumbers },
      { first: '5', second: '0', expectedResult: CALCULATOR_RESULT.bothNumbers },
      { first: '5', second: '5', expectedResult: CALCULATOR_RESULT.bothNumbers },
    ),
    scenario(
      'zero',
      'boundaryValues',
      {
        en: 'zero as one of the numbers gives the other number',
        ua: 'нуль як один із доданків дає інший доданок',
        ru: 'ноль как одно из слагаемых даёт другое слагаемое',
        pl: 'zero jako jeden ze składników daje drugi składnik',
      },
      { first: '0', second: '4', expectedResult: CALCULATOR_RESULT.number },
      { first: '1', second: '4', expectedResult: CALCULATOR_RESULT.number },
      { first: '2', second: '4', expectedResult: CALCULATOR_RESULT.number },
    ),
  ],
};
