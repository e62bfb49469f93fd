import type { FieldValues, HiddenDefinition } from '../../engine/definition';
import { division as divide } from '../../support/calculator';
import { parseDecimal } from '../../support/decimal';
import { partitionCases } from '../../support/partition-case';

/** The pair's partition, in the order the app checks: the first that applies, so every pair has exactly one. */
type Partition =
  'notNumbers' | 'divisorZero' | 'dividendZero' | 'bothNegative' | 'oneNegative' | 'whole' | 'rounded';

const partitionOf = ({ first, second }: FieldValues): Partition => {
  const a = parseDecimal(first);
  const b = parseDecimal(second);
  if (!a || !b) return 'notNumbers';
  if (b.eq(0)) return 'divisorZero';
  if (a.eq(0)) return 'dividendZero';
  if (a.lt(0) && b.lt(0)) return 'bothNegative';
  if (a.lt(0) || b.lt(0)) return 'oneNegative';
  return a.mod(b).eq(0) ? 'whole' : 'rounded';
};

const testCase = partitionCases(partitionOf);

/**
 * Division, to discover (SPEC §9: seven cases; division by zero handled): the calculator's division with
 * ten decimals. Its cases are the partitions of the quotient: whole or rounded, the signs, zero on either side
 * of the operator, and text or an empty field.
 */
export const division: HiddenDefinition = {
  mode: 'exploratory',
  fields: ['first', 'second'],
  result: divide,
  bugs: [],
  cases: [
    testCase(
      'whole',
      'equivalencePartitioning',
      {
        en: 'a quotient without a remainder',
        ua: 'частка без остачі',
        ru: 'частное без остатка',
        pl: 'iloraz bez reszty',
      },
      { first: '12', second: '4' },
    ),
    testCase(
      'rounded',
      'equivalencePartitioning',
      {
        en: 'a quotient that has to be rounded',
        ua: 'частка, яку доводиться округлювати',
        ru: 'частное, которое приходится округлять',
        pl: 'iloraz, który trzeba zaokrąglić',
      },
      { first: '10', second: '3' },
    ),
    testCase(
      'oneNegative',
      'equivalencePartitioning',
      {
        en: 'one negative number gives a negative quotient',
        ua: 'одне від’ємне число дає від’ємну частку',
        ru: 'одно отрицательное число даёт отрицательное частное',
        pl: 'jedna liczba ujemna daje ujemny iloraz',
      },
      { first: '-12', second: '4' },
    ),
    testCase(
      'bothNegative',
      'equivalencePartitioning',
      {
        en: 'two negative numbers give a positive quotient',
        ua: 'два від’ємні числа дають додатну частку',
        ru: 'два отрицательных числа дают положительное частное',
        pl: 'dwie liczby ujemne dają dodatni iloraz',
      },
      { first: '-12', second: '-4' },
    ),
    testCase(
      'dividendZero',
      'boundaryValues',
      {
        en: 'zero divided by a number',
        ua: 'нуль, поділений на число',
        ru: 'ноль, делённый на число',
        pl: 'zero podzielone przez liczbę',
      },
      { first: '0', second: '5' },
    ),
    testCase(
      'divisorZero',
      'boundaryValues',
      {
        en: 'division by zero is refused with a message',
        ua: 'ділення на нуль відхилено з повідомленням',
        ru: 'деление на ноль отклонено с сообщением',
        pl: 'dzielenie przez zero odrzucone z komunikatem',
      },
      { first: '5', second: '0' },
    ),
    testCase(
      'notNumbers',
      'errorGuessing',
      {
        en: 'text or an empty field instead of a number',
        ua: 'текст або порожнє поле замість числа',
        ru: 'текст или пустое поле вместо числа',
        pl: 'tekst lub puste pole zamiast liczby',
      },
      { first: 'abc', second: '5' },
    ),
  ],
};
