import type { LearnDefinition } from '../../engine/definition';
import { division } from '../../support/calculator';
import {
  decimalNumbersStep,
  emptySecondNumberStep,
  negativeNumberStep,
  notANumberStep,
  twoPositiveWholeNumbersStep,
} from '../../support/calculator-steps';
import { isNegative, isNonZero, isNumber, isVeryLarge, isZero } from '../../support/number-fields';
import { NUMBER_FIELD_FINDINGS } from '../../support/common-findings';

/**
 * Division: nine steps through equivalence partitions (whole, negative, decimal numbers, and two negative
 * numbers whose quotient is positive), the two boundaries zero has in a division (a zero dividend is fine, a
 * zero divisor gets the app's message) and error guessing (letters or symbols, an empty field, a very large
 * number). Steps 7 to 9 were appended, so the stored progress of the first six keeps its numbers.
 */
export const rules: LearnDefinition = {
  evaluator: 'learn',
  fields: ['first', 'second'],
  result: division,
  bugs: [],
  cases: [
    twoPositiveWholeNumbersStep({ first: '10', second: '2' }, { first: '9', second: '4' }),
    negativeNumberStep({ first: '-10', second: '2' }, { first: '-7.5', second: '3' }),
    decimalNumbersStep({ first: '7.5', second: '2.5' }, { first: '0.3', second: '-0.1' }),
    {
      technique: 'boundaryValues',
      text: {
        en: 'zero divided by a number',
        ua: 'нуль, поділений на число',
        ru: 'ноль, делённый на число',
        pl: 'zero podzielone przez liczbę',
      },
      instruction: {
        en: 'Enter zero in the First Number field and a number other than zero in the Second Number field, for example 0 and 5.',
        ua: 'Введіть нуль у поле «Перше число» і ненульове число в поле «Друге число», наприклад 0 і 5.',
        ru: 'Введите ноль в поле «Первое число» и ненулевое число в поле «Второе число», например 0 и 5.',
        pl: 'Wpisz zero w polu „Pierwsza liczba” i liczbę różną od zera w polu „Druga liczba”, na przykład 0 i 5.',
      },
      accepts: { first: isZero, second: isNonZero },
      examples: [
        { first: '0', second: '5' },
        { first: '0', second: '-0.5' },
      ],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'division by zero',
        ua: 'ділення на нуль',
        ru: 'деление на ноль',
        pl: 'dzielenie przez zero',
      },
      instruction: {
        en: 'Enter any number in the First Number field and zero in the Second Number field, for example 5 and 0.',
        ua: 'Введіть будь-яке число в поле «Перше число» і нуль — у поле «Друге число», наприклад 5 і 0.',
        ru: 'Введите любое число в поле «Первое число» и ноль — в поле «Второе число», например 5 и 0.',
        pl: 'Wpisz dowolną liczbę w polu „Pierwsza liczba” i zero w polu „Druga liczba”, na przykład 5 i 0.',
      },
      accepts: { first: isNumber, second: isZero },
      examples: [
        { first: '5', second: '0' },
        { first: '-3.5', second: '0.00' },
      ],
    },
    notANumberStep({ first: 'abc', second: '2' }, { first: '%', second: '4' }, { first: 'два', second: '0' }),
    emptySecondNumberStep({ first: '10', second: '' }, { first: '-4', second: '' }),
    {
      technique: 'errorGuessing',
      text: NUMBER_FIELD_FINDINGS.veryLarge,
      instruction: {
        en: 'Enter a very large number (17 digits or more) in the First Number field and a number other than zero in the Second Number field, for example 12345678901234567890 and 3.',
        ua: 'Введіть дуже велике число (17 цифр і більше) в поле «Перше число» і ненульове число — в поле «Друге число», наприклад 12345678901234567890 і 3.',
        ru: 'Введите очень большое число (17 цифр и больше) в поле «Первое число» и ненулевое число — в поле «Второе число», например 12345678901234567890 и 3.',
        pl: 'Wpisz bardzo dużą liczbę (co najmniej 17 cyfr) w polu „Pierwsza liczba” i liczbę różną od zera w polu „Druga liczba”, na przykład 12345678901234567890 i 3.',
      },
      accepts: { first: isVeryLarge, second: isNonZero },
      examples: [
        { first: '12345678901234567890', second: '3' },
        { first: '-100000000000000000000', second: '0.5' },
      ],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'two negative numbers give a positive quotient',
        ua: 'два від’ємні числа дають додатну частку',
        ru: 'два отрицательных числа дают положительное частное',
        pl: 'dwie liczby ujemne dają dodatni iloraz',
      },
      instruction: {
        en: 'Enter a negative number in both fields, for example -10 and -2.',
        ua: 'Введіть від’ємне число в обидва поля, наприклад -10 і -2.',
        ru: 'Введите отрицательное число в оба поля, например -10 и -2.',
        pl: 'Wpisz liczbę ujemną w obu polach, na przykład -10 i -2.',
      },
      accepts: { first: isNegative, second: isNegative },
      examples: [
        { first: '-10', second: '-2' },
        { first: '-7.5', second: '-0.5' },
      ],
    },
  ],
};
