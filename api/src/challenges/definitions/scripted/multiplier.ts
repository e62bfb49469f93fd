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
      technique: 'equivalencePartitioning',
      text: {
        en: 'two positive whole numbers',
        ua: 'два додатні цілі числа',
        ru: 'два положительных целых числа',
        pl: 'dwie dodatnie liczby całkowite',
      },
      matches: bothNumbers((a, b) => sign(a) > 0 && sign(b) > 0 && isWhole(a) && isWhole(b)),
      examples: [{ first: '3', second: '4' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a negative and a positive number',
        ua: 'від’ємне і додатне число',
        ru: 'отрицательное и положительное число',
        pl: 'liczba ujemna i liczba dodatnia',
      },
      matches: bothNumbers((a, b) => sign(a) * sign(b) < 0),
      examples: [{ first: '-3', second: '4' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'two negative numbers',
        ua: 'два від’ємні числа',
        ru: 'два отрицательных числа',
        pl: 'dwie liczby ujemne',
      },
      matches: bothNumbers((a, b) => sign(a) < 0 && sign(b) < 0),
      examples: [{ first: '-3', second: '-4' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'multiplication by zero',
        ua: 'множення на нуль',
        ru: 'умножение на ноль',
        pl: 'mnożenie przez zero',
      },
      matches: bothNumbers((a, b) => sign(a) === 0 || sign(b) === 0),
      examples: [{ first: '7', second: '0' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'positive decimal numbers',
        ua: 'додатні десяткові дроби',
        ru: 'положительные десятичные дроби',
        pl: 'dodatnie liczby dziesiętne',
      },
      matches: bothNumbers((a, b) => sign(a) > 0 && sign(b) > 0 && !(isWhole(a) && isWhole(b))),
      examples: [{ first: '1.5', second: '2' }],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'letters or symbols instead of a number',
        ua: 'літери або символи замість числа',
        ru: 'буквы или символы вместо числа',
        pl: 'litery lub symbole zamiast liczby',
      },
      matches: notBothNumbers,
      examples: [{ first: 'abc', second: '4' }],
    },
  ],
};
