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
      text: {
        en: 'Equivalence partitioning: positive whole numbers that divide evenly',
        ua: 'Розбиття на класи еквівалентності: додатні цілі числа, що діляться без остачі',
        ru: 'Разбиение на классы эквивалентности: положительные целые числа, которые делятся без остатка',
        pl: 'Podział na klasy równoważności: dodatnie liczby całkowite dzielące się bez reszty',
      },
      matches: bothNumbers((a, b) => positiveWholes(a, b) && dividesEvenly(a, b)),
      example: { first: '10', second: '2' },
    },
    {
      text: {
        en: 'Equivalence partitioning: positive whole numbers with a fractional result',
        ua: 'Розбиття на класи еквівалентності: додатні цілі числа з дробовим результатом',
        ru: 'Разбиение на классы эквивалентности: положительные целые числа с дробным результатом',
        pl: 'Podział na klasy równoważności: dodatnie liczby całkowite z wynikiem ułamkowym',
      },
      matches: bothNumbers((a, b) => positiveWholes(a, b) && !dividesEvenly(a, b)),
      example: { first: '10', second: '3' },
    },
    {
      text: {
        en: 'Equivalence partitioning: a negative number',
        ua: 'Розбиття на класи еквівалентності: від’ємне число',
        ru: 'Разбиение на классы эквивалентности: отрицательное число',
        pl: 'Podział na klasy równoważności: liczba ujemna',
      },
      matches: bothNumbers((a, b) => sign(a) !== 0 && sign(b) !== 0 && (sign(a) < 0 || sign(b) < 0)),
      example: { first: '-10', second: '2' },
    },
    {
      text: {
        en: 'Equivalence partitioning: positive decimal numbers',
        ua: 'Розбиття на класи еквівалентності: додатні десяткові дроби',
        ru: 'Разбиение на классы эквивалентности: положительные десятичные дроби',
        pl: 'Podział na klasy równoważności: dodatnie liczby dziesiętne',
      },
      matches: bothNumbers((a, b) => sign(a) > 0 && sign(b) > 0 && !(isWhole(a) && isWhole(b))),
      example: { first: '7.5', second: '2.5' },
    },
    {
      text: {
        en: 'Boundary value analysis: zero divided by a number',
        ua: 'Аналіз граничних значень: нуль, поділений на число',
        ru: 'Анализ граничных значений: ноль, делённый на число',
        pl: 'Analiza wartości brzegowych: zero podzielone przez liczbę',
      },
      matches: bothNumbers((a, b) => sign(a) === 0 && sign(b) !== 0),
      example: { first: '0', second: '5' },
    },
    {
      text: {
        en: 'Boundary value analysis: division by zero',
        ua: 'Аналіз граничних значень: ділення на нуль',
        ru: 'Анализ граничных значений: деление на ноль',
        pl: 'Analiza wartości brzegowych: dzielenie przez zero',
      },
      matches: bothNumbers((_a, b) => sign(b) === 0),
      example: { first: '5', second: '0' },
    },
    {
      text: {
        en: 'Error guessing: letters or symbols instead of a number',
        ua: 'Вгадування помилок: літери або символи замість числа',
        ru: 'Предугадывание ошибок: буквы или символы вместо числа',
        pl: 'Zgadywanie błędów: litery lub symbole zamiast liczby',
      },
      matches: notBothNumbers,
      example: { first: 'abc', second: '2' },
    },
  ],
};
