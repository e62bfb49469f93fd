import type { ScriptedDefinition } from '../../engine/definition';
import { division } from '../../support/calculator';
import { isWhole, sign, type Decimal } from '../../support/decimal';
import { bothNumbers, notBothNumbers } from '../../support/number-fields';

const positiveWholes = (a: Decimal, b: Decimal): boolean =>
  sign(a) > 0 && sign(b) > 0 && isWhole(a) && isWhole(b);

const dividesEvenly = (a: Decimal, b: Decimal): boolean => a.mod(b).eq(0);

/**
 * Division: seven cases (SPEC §9). Positive whole numbers split by whether the result is whole (the app rounds
 * the others to 10 decimals), then negatives and decimals; zero is a boundary twice (as the dividend it gives 0,
 * as the divisor the app's message); error guessing adds text. Every pair of numbers belongs to exactly one case.
 */
export const divide: ScriptedDefinition = {
  mode: 'scripted',
  fields: ['first', 'second'],
  result: division,
  bugs: [],
  cases: [
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'positive whole numbers that divide evenly',
        ua: 'додатні цілі числа, що діляться без остачі',
        ru: 'положительные целые числа, которые делятся без остатка',
        pl: 'dodatnie liczby całkowite dzielące się bez reszty',
      },
      matches: bothNumbers((a, b) => positiveWholes(a, b) && dividesEvenly(a, b)),
      examples: [{ first: '10', second: '2' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'positive whole numbers with a fractional result',
        ua: 'додатні цілі числа з дробовим результатом',
        ru: 'положительные целые числа с дробным результатом',
        pl: 'dodatnie liczby całkowite z wynikiem ułamkowym',
      },
      matches: bothNumbers((a, b) => positiveWholes(a, b) && !dividesEvenly(a, b)),
      examples: [{ first: '10', second: '3' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a negative number',
        ua: 'від’ємне число',
        ru: 'отрицательное число',
        pl: 'liczba ujemna',
      },
      matches: bothNumbers((a, b) => sign(a) !== 0 && sign(b) !== 0 && (sign(a) < 0 || sign(b) < 0)),
      examples: [{ first: '-10', second: '2' }],
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
      examples: [{ first: '7.5', second: '2.5' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'zero divided by a number',
        ua: 'нуль, поділений на число',
        ru: 'ноль, делённый на число',
        pl: 'zero podzielone przez liczbę',
      },
      matches: bothNumbers((a, b) => sign(a) === 0 && sign(b) !== 0),
      examples: [{ first: '0', second: '5' }],
    },
    {
      technique: 'boundaryValues',
      text: {
        en: 'division by zero',
        ua: 'ділення на нуль',
        ru: 'деление на ноль',
        pl: 'dzielenie przez zero',
      },
      matches: bothNumbers((_a, b) => sign(b) === 0),
      examples: [{ first: '5', second: '0' }],
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
      examples: [{ first: 'abc', second: '2' }],
    },
  ],
};
