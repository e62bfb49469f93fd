import type { LearnDefinition } from '../../engine/definition';
import { addition } from '../../support/calculator';
import {
  decimalNumbersStep,
  emptySecondNumberStep,
  negativeNumberStep,
  notANumberStep,
  twoPositiveWholeNumbersStep,
} from '../../support/calculator-steps';
import { isNumber, isVeryLarge, isZero } from '../../support/number-fields';
import { NUMBER_FIELD_FINDINGS } from '../../support/common-findings';

/**
 * Addition, the first challenge: seven steps through equivalence partitions (positive, negative, decimal),
 * a boundary (zero) and error guessing (letters or symbols, an empty field, a very large number). Each step
 * accepts every value of the class its instruction names; the instruction's values are one example of it.
 */
export const rules: LearnDefinition = {
  evaluator: 'learn',
  fields: ['first', 'second'],
  result: addition,
  bugs: [],
  cases: [
    twoPositiveWholeNumbersStep({ first: '2', second: '3' }, { first: '15', second: '100' }),
    negativeNumberStep({ first: '-5', second: '3' }, { first: '-0.5', second: '12' }),
    {
      technique: 'boundaryValues',
      text: {
        en: 'zero in both fields',
        ua: 'нуль в обох полях',
        ru: 'ноль в обоих полях',
        pl: 'zero w obu polach',
      },
      instruction: {
        en: 'Enter zero in both fields.',
        ua: 'Введіть нуль в обидва поля.',
        ru: 'Введите ноль в оба поля.',
        pl: 'Wpisz zero w obu polach.',
      },
      accepts: { first: isZero, second: isZero },
      examples: [
        { first: '0', second: '0' },
        { first: '0.0', second: '-0' },
      ],
    },
    decimalNumbersStep({ first: '1.5', second: '2.25' }, { first: '0.1', second: '-0.2' }),
    notANumberStep(
      { first: 'abc', second: '3' },
      { first: '#$%', second: '-1' },
      { first: 'Зірка', second: '0' },
    ),
    emptySecondNumberStep({ first: '7', second: '' }, { first: '-2.5', second: '' }),
    {
      technique: 'errorGuessing',
      text: NUMBER_FIELD_FINDINGS.veryLarge,
      instruction: {
        en: 'Enter a very large number (17 digits or more) in the First Number field and any number in the Second Number field, for example 12345678901234567890 and 1.',
        ua: 'Введіть дуже велике число (17 цифр і більше) в поле «Перше число» і будь-яке число — в поле «Друге число», наприклад 12345678901234567890 і 1.',
        ru: 'Введите очень большое число (17 цифр и больше) в поле «Первое число» и любое число — в поле «Второе число», например 12345678901234567890 и 1.',
        pl: 'Wpisz bardzo dużą liczbę (co najmniej 17 cyfr) w polu „Pierwsza liczba” i dowolną liczbę w polu „Druga liczba”, na przykład 12345678901234567890 i 1.',
      },
      accepts: { first: isVeryLarge, second: isNumber },
      examples: [
        { first: '12345678901234567890', second: '1' },
        { first: '-99999999999999999999', second: '0.5' },
      ],
    },
  ],
};
