import type { LearnDefinition } from '../../engine/definition';
import { division } from '../../support/calculator';
import {
  isEmpty,
  isFraction,
  isNegative,
  isNonZero,
  isNotNumber,
  isNumber,
  isPositive,
  isPositiveWhole,
  isVeryLarge,
  isZero,
} from '../../support/number-fields';
import { COMMON_FINDINGS, NUMBER_FIELD_FINDINGS } from '../../support/common-findings';

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
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'two positive whole numbers',
        ua: 'два додатні цілі числа',
        ru: 'два положительных целых числа',
        pl: 'dwie dodatnie liczby całkowite',
      },
      instruction: {
        en: 'Enter two positive whole numbers, for example 10 and 2.',
        ua: 'Введіть два додатні цілі числа, наприклад 10 і 2.',
        ru: 'Введите два положительных целых числа, например 10 и 2.',
        pl: 'Wpisz dwie dodatnie liczby całkowite, na przykład 10 i 2.',
      },
      accepts: { first: isPositiveWhole, second: isPositiveWhole },
      examples: [
        { first: '10', second: '2' },
        { first: '9', second: '4' },
      ],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a negative number',
        ua: 'від’ємне число',
        ru: 'отрицательное число',
        pl: 'liczba ujemna',
      },
      instruction: {
        en: 'Enter a negative number in the First Number field and a positive number in the Second Number field, for example -10 and 2.',
        ua: 'Введіть від’ємне число в поле «Перше число» і додатне — в поле «Друге число», наприклад -10 і 2.',
        ru: 'Введите отрицательное число в поле «Первое число» и положительное — в поле «Второе число», например -10 и 2.',
        pl: 'Wpisz liczbę ujemną w polu „Pierwsza liczba” i dodatnią w polu „Druga liczba”, na przykład -10 i 2.',
      },
      accepts: { first: isNegative, second: isPositive },
      examples: [
        { first: '-10', second: '2' },
        { first: '-7.5', second: '3' },
      ],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'decimal numbers',
        ua: 'десяткові дроби',
        ru: 'десятичные дроби',
        pl: 'liczby dziesiętne',
      },
      instruction: {
        en: 'Enter two decimal numbers, for example 7.5 and 2.5.',
        ua: 'Введіть два десяткові дроби, наприклад 7.5 і 2.5.',
        ru: 'Введите две десятичные дроби, например 7.5 и 2.5.',
        pl: 'Wpisz dwie liczby dziesiętne, na przykład 7.5 i 2.5.',
      },
      accepts: { first: isFraction, second: isFraction },
      examples: [
        { first: '7.5', second: '2.5' },
        { first: '0.3', second: '-0.1' },
      ],
    },
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
    {
      technique: 'errorGuessing',
      text: NUMBER_FIELD_FINDINGS.notANumber,
      instruction: {
        en: 'Enter letters or symbols in the First Number field and a number in the Second Number field, for example abc and 2.',
        ua: 'Введіть літери або спецсимволи в поле «Перше число» і число в поле «Друге число», наприклад abc і 2.',
        ru: 'Введите буквы или спецсимволы в поле «Первое число» и число в поле «Второе число», например abc и 2.',
        pl: 'Wpisz litery lub znaki specjalne w polu „Pierwsza liczba” i liczbę w polu „Druga liczba”, na przykład abc i 2.',
      },
      accepts: { first: isNotNumber, second: isNumber },
      examples: [
        { first: 'abc', second: '2' },
        { first: '%', second: '4' },
        { first: 'два', second: '0' },
      ],
    },
    {
      technique: 'errorGuessing',
      text: COMMON_FINDINGS.emptyField,
      instruction: {
        en: 'Enter a number in the First Number field and leave the Second Number field empty, for example 10.',
        ua: 'Введіть число в поле «Перше число» і залиште поле «Друге число» порожнім, наприклад 10.',
        ru: 'Введите число в поле «Первое число» и оставьте поле «Второе число» пустым, например 10.',
        pl: 'Wpisz liczbę w polu „Pierwsza liczba” i zostaw pole „Druga liczba” puste, na przykład 10.',
      },
      accepts: { first: isNumber, second: isEmpty },
      examples: [
        { first: '10', second: '' },
        { first: '-4', second: '' },
      ],
    },
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
