import type { LearnDefinition } from '../../engine/definition';
import { addition } from '../../support/calculator';
import {
  isEmpty,
  isFraction,
  isNegative,
  isNotNumber,
  isNumber,
  isPositive,
  isPositiveWhole,
  isVeryLarge,
  isZero,
} from '../../support/number-fields';
import { COMMON_FINDINGS, NUMBER_FIELD_FINDINGS } from '../../support/common-findings';

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
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'two positive whole numbers',
        ua: 'два додатні цілі числа',
        ru: 'два положительных целых числа',
        pl: 'dwie dodatnie liczby całkowite',
      },
      instruction: {
        en: 'Enter two positive whole numbers, for example 2 and 3.',
        ua: 'Введіть два додатні цілі числа, наприклад 2 і 3.',
        ru: 'Введите два положительных целых числа, например 2 и 3.',
        pl: 'Wpisz dwie dodatnie liczby całkowite, na przykład 2 i 3.',
      },
      accepts: { first: isPositiveWhole, second: isPositiveWhole },
      examples: [
        { first: '2', second: '3' },
        { first: '15', second: '100' },
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
        en: 'Enter a negative number in the First Number field and a positive number in the Second Number field, for example -5 and 3.',
        ua: 'Введіть від’ємне число в поле «Перше число» і додатне — в поле «Друге число», наприклад -5 і 3.',
        ru: 'Введите отрицательное число в поле «Первое число» и положительное — в поле «Второе число», например -5 и 3.',
        pl: 'Wpisz liczbę ujemną w polu „Pierwsza liczba” i dodatnią w polu „Druga liczba”, na przykład -5 i 3.',
      },
      accepts: { first: isNegative, second: isPositive },
      examples: [
        { first: '-5', second: '3' },
        { first: '-0.5', second: '12' },
      ],
    },
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
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'decimal numbers',
        ua: 'десяткові дроби',
        ru: 'десятичные дроби',
        pl: 'liczby dziesiętne',
      },
      instruction: {
        en: 'Enter two decimal numbers, for example 1.5 and 2.25.',
        ua: 'Введіть два десяткові дроби, наприклад 1.5 і 2.25.',
        ru: 'Введите две десятичные дроби, например 1.5 и 2.25.',
        pl: 'Wpisz dwie liczby dziesiętne, na przykład 1.5 i 2.25.',
      },
      accepts: { first: isFraction, second: isFraction },
      examples: [
        { first: '1.5', second: '2.25' },
        { first: '0.1', second: '-0.2' },
      ],
    },
    {
      technique: 'errorGuessing',
      text: NUMBER_FIELD_FINDINGS.notANumber,
      instruction: {
        en: 'Enter letters or symbols in the First Number field and a number in the Second Number field, for example abc and 3.',
        ua: 'Введіть літери або спецсимволи в поле «Перше число» і число в поле «Друге число», наприклад abc і 3.',
        ru: 'Введите буквы или спецсимволы в поле «Первое число» и число в поле «Второе число», например abc и 3.',
        pl: 'Wpisz litery lub znaki specjalne w polu „Pierwsza liczba” i liczbę w polu „Druga liczba”, na przykład abc i 3.',
      },
      accepts: { first: isNotNumber, second: isNumber },
      examples: [
        { first: 'abc', second: '3' },
        { first: '#$%', second: '-1' },
        { first: 'Зірка', second: '0' },
      ],
    },
    {
      technique: 'errorGuessing',
      text: COMMON_FINDINGS.emptyField,
      instruction: {
        en: 'Enter a number in the First Number field and leave the Second Number field empty, for example 7.',
        ua: 'Введіть число в поле «Перше число» і залиште поле «Друге число» порожнім, наприклад 7.',
        ru: 'Введите число в поле «Первое число» и оставьте поле «Второе число» пустым, например 7.',
        pl: 'Wpisz liczbę w polu „Pierwsza liczba” i zostaw pole „Druga liczba” puste, na przykład 7.',
      },
      accepts: { first: isNumber, second: isEmpty },
      examples: [
        { first: '7', second: '' },
        { first: '-2.5', second: '' },
      ],
    },
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
