import type { LearnCase } from '../engine/definition';
import type { Technique } from '../engine/techniques';
import type { Localized } from '../../i18n/localized';
import { COMMON_FINDINGS, NUMBER_FIELD_FINDINGS } from './common-findings';
import {
  isEmpty,
  isFraction,
  isNegative,
  isNotNumber,
  isNumber,
  isPositive,
  isPositiveWhole,
} from './number-fields';

/** Values of the fields First Number and Second Number. */
type NumberPair = Readonly<{ first: string; second: string }>;

/**
 * A learn step of the calculator form that Addition and Division teach in the same words, only with their own
 * values: the instruction names the step's first example, so what it asks for and the answer shown agree.
 */
const sharedStep =
  (
    technique: Technique,
    text: Localized,
    instruction: (shown: NumberPair) => Localized,
    accepts: LearnCase['accepts'],
  ) =>
  (shown: NumberPair, ...more: [NumberPair, ...NumberPair[]]): LearnCase => ({
    technique,
    text,
    instruction: instruction(shown),
    accepts,
    examples: [shown, ...more],
  });

export const twoPositiveWholeNumbersStep = sharedStep(
  'equivalencePartitioning',
  {
    en: 'two positive whole numbers',
    ua: 'два додатні цілі числа',
    ru: 'два положительных целых числа',
    pl: 'dwie dodatnie liczby całkowite',
  },
  ({ first, second }) => ({
    en: `Enter two positive whole numbers, for example ${first} and ${second}.`,
    ua: `Введіть два додатні цілі числа, наприклад ${first} і ${second}.`,
    ru: `Введите два положительных целых числа, например ${first} и ${second}.`,
    pl: `Wpisz dwie dodatnie liczby całkowite, na przykład ${first} i ${second}.`,
  }),
  { first: isPositiveWhole, second: isPositiveWhole },
);

export const negativeNumberStep = sharedStep(
  'equivalencePartitioning',
  {
    en: 'a negative number',
    ua: 'від’ємне число',
    ru: 'отрицательное число',
    pl: 'liczba ujemna',
  },
  ({ first, second }) => ({
    en: `Enter a negative number in the First Number field and a positive number in the Second Number field, for example ${first} and ${second}.`,
    ua: `Введіть від’ємне число в поле «Перше число» і додатне — в поле «Друге число», наприклад ${first} і ${second}.`,
    ru: `Введите отрицательное число в поле «Первое число» и положительное — в поле «Второе число», например ${first} и ${second}.`,
    pl: `Wpisz liczbę ujemną w polu „Pierwsza liczba” i dodatnią w polu „Druga liczba”, na przykład ${first} i ${second}.`,
  }),
  { first: isNegative, second: isPositive },
);

export const decimalNumbersStep = sharedStep(
  'equivalencePartitioning',
  {
    en: 'decimal numbers',
    ua: 'десяткові дроби',
    ru: 'десятичные дроби',
    pl: 'liczby dziesiętne',
  },
  ({ first, second }) => ({
    en: `Enter two decimal numbers, for example ${first} and ${second}.`,
    ua: `Введіть два десяткові дроби, наприклад ${first} і ${second}.`,
    ru: `Введите две десятичные дроби, например ${first} и ${second}.`,
    pl: `Wpisz dwie liczby dziesiętne, na przykład ${first} i ${second}.`,
  }),
  { first: isFraction, second: isFraction },
);

export const notANumberStep = sharedStep(
  'errorGuessing',
  NUMBER_FIELD_FINDINGS.notANumber,
  ({ first, second }) => ({
    en: `Enter letters or symbols in the First Number field and a number in the Second Number field, for example ${first} and ${second}.`,
    ua: `Введіть літери або спецсимволи в поле «Перше число» і число в поле «Друге число», наприклад ${first} і ${second}.`,
    ru: `Введите буквы или спецсимволы в поле «Первое число» и число в поле «Второе число», например ${first} и ${second}.`,
    pl: `Wpisz litery lub znaki specjalne w polu „Pierwsza liczba” i liczbę w polu „Druga liczba”, na przykład ${first} i ${second}.`,
  }),
  { first: isNotNumber, second: isNumber },
);

/** The Second Number left empty: the instruction names only the First Number's value. */
export const emptySecondNumberStep = sharedStep(
  'errorGuessing',
  COMMON_FINDINGS.emptyField,
  ({ first }) => ({
    en: `Enter a number in the First Number field and leave the Second Number field empty, for example ${first}.`,
    ua: `Введіть число в поле «Перше число» і залиште поле «Друге число» порожнім, наприклад ${first}.`,
    ru: `Введите число в поле «Первое число» и оставьте поле «Второе число» пустым, например ${first}.`,
    pl: `Wpisz liczbę w polu „Pierwsza liczba” i zostaw pole „Druga liczba” puste, na przykład ${first}.`,
  }),
  { first: isNumber, second: isEmpty },
);
