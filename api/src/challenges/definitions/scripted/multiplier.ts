import type { ScriptedDefinition } from '../../engine/definition';
import { multiplication } from '../../support/calculator';
import { isWhole, sign } from '../../support/decimal';
import { bothNumbers, notBothNumbers } from '../../support/number-fields';

/**
 * Multiplication: six cases. The number pairs split into partitions by sign (both positive, mixed, both
 * negative) and by kind (whole, decimal), zero is the boundary between the signs, and error guessing adds text.
 * Every pair of numbers belongs to exactly one case.
 */
export const multiplier: ScriptedDefinition = {
  mode: 'scripted',
  fields: ['first', 'second'],
  result: multiplication,
  bugs: [],
  cases: [
    {
      text: {
        en: 'Equivalence partitioning: two positive whole numbers',
        ua: 'Розбиття на класи еквівалентності: два додатні цілі числа',
        ru: 'Разбиение на классы эквивалентности: два положительных целых числа',
        pl: 'Podział na klasy równoważności: dwie dodatnie liczby całkowite',
      },
      matches: bothNumbers((a, b) => sign(a) > 0 && sign(b) > 0 && isWhole(a) && isWhole(b)),
      example: { first: '3', second: '4' },
    },
    {
      text: {
        en: 'Equivalence partitioning: a negative and a positive number',
        ua: 'Розбиття на класи еквівалентності: від’ємне і додатне число',
        ru: 'Разбиение на классы эквивалентности: отрицательное и положительное число',
        pl: 'Podział na klasy równoważności: liczba ujemna i liczba dodatnia',
      },
      matches: bothNumbers((a, b) => sign(a) * sign(b) < 0),
      example: { first: '-3', second: '4' },
    },
    {
      text: {
        en: 'Equivalence partitioning: two negative numbers',
        ua: 'Розбиття на класи еквівалентності: два від’ємні числа',
        ru: 'Разбиение на классы эквивалентности: два отрицательных числа',
        pl: 'Podział na klasy równoważności: dwie liczby ujemne',
      },
      matches: bothNumbers((a, b) => sign(a) < 0 && sign(b) < 0),
      example: { first: '-3', second: '-4' },
    },
    {
      text: {
        en: 'Boundary value analysis: multiplication by zero',
        ua: 'Аналіз граничних значень: множення на нуль',
        ru: 'Анализ граничных значений: умножение на ноль',
        pl: 'Analiza wartości brzegowych: mnożenie przez zero',
      },
      matches: bothNumbers((a, b) => sign(a) === 0 || sign(b) === 0),
      example: { first: '7', second: '0' },
    },
    {
      text: {
        en: 'Equivalence partitioning: positive decimal numbers',
        ua: 'Розбиття на класи еквівалентності: додатні десяткові дроби',
        ru: 'Разбиение на классы эквивалентности: положительные десятичные дроби',
        pl: 'Podział na klasy równoważności: dodatnie liczby dziesiętne',
      },
      matches: bothNumbers((a, b) => sign(a) > 0 && sign(b) > 0 && !(isWhole(a) && isWhole(b))),
      example: { first: '1.5', second: '2' },
    },
    {
      text: {
        en: 'Error guessing: letters or symbols instead of a number',
        ua: 'Вгадування помилок: літери або символи замість числа',
        ru: 'Предугадывание ошибок: буквы или символы вместо числа',
        pl: 'Zgadywanie błędów: litery lub symbole zamiast liczby',
      },
      matches: notBothNumbers,
      example: { first: 'abc', second: '4' },
    },
  ],
};
