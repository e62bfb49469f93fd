import type { Language } from '@qa/shared/catalogue';
import type { FieldValues, HiddenDefinition } from '../../engine/definition';
import type { Localized } from '../../../i18n/localized';
import { CALCULATOR_MESSAGES } from '../../support/calculator';
import { decimal, formatDecimal, parseDecimal } from '../../support/decimal';
import { partitionCases } from '../../support/partition-case';

const HUNDRED = decimal('100');

export const PERCENTAGE_MESSAGES = {
  negativePercentage: {
    en: 'The percentage cannot be negative.',
    ua: 'Відсоток не може бути від’ємним.',
    ru: 'Процент не может быть отрицательным.',
    pl: 'Procent nie może być ujemny.',
  },
} as const satisfies Record<string, Localized>;

/** The percentage calculator: what is {first} percent of {second}, exactly. */
const percentageOf = ({ first, second }: FieldValues, language: Language): string => {
  if (first === '' || second === '') return CALCULATOR_MESSAGES.enterBothNumbers[language];
  const percentage = parseDecimal(first);
  const number = parseDecimal(second);
  if (!percentage || !number) return CALCULATOR_MESSAGES.enterValidNumbers[language];
  if (percentage.lt(0)) return PERCENTAGE_MESSAGES.negativePercentage[language];
  return formatDecimal(number.times(percentage).div(HUNDRED));
};

type Partition = 'notNumbers' | 'negative' | 'zero' | 'hundred' | 'overHundred' | 'between';

const partitionOf = ({ first, second }: FieldValues): Partition => {
  const percentage = parseDecimal(first);
  if (!percentage || !parseDecimal(second)) return 'notNumbers';
  if (percentage.lt(0)) return 'negative';
  if (percentage.eq(0)) return 'zero';
  if (percentage.eq(HUNDRED)) return 'hundred';
  return percentage.gt(HUNDRED) ? 'overHundred' : 'between';
};

const testCase = partitionCases(partitionOf);

/**
 * Calculator, to discover (SPEC §9: six cases): a percentage calculator, "what is A percent of B". Zero and one
 * hundred percent are the boundaries that split the valid percentages; a negative one is refused.
 */
export const calculator: HiddenDefinition = {
  mode: 'exploratory',
  fields: ['first', 'second'],
  result: percentageOf,
  bugs: [],
  cases: [
    testCase(
      'between',
      'equivalencePartitioning',
      {
        en: 'a percentage between zero and one hundred',
        ua: 'відсоток між нулем і сотнею',
        ru: 'процент между нулём и сотней',
        pl: 'procent między zerem a stu',
      },
      { first: '25', second: '80' },
    ),
    testCase(
      'zero',
      'boundaryValues',
      {
        en: 'zero percent gives zero',
        ua: 'нуль відсотків дає нуль',
        ru: 'ноль процентов даёт ноль',
        pl: 'zero procent daje zero',
      },
      { first: '0', second: '80' },
    ),
    testCase(
      'hundred',
      'boundaryValues',
      {
        en: 'one hundred percent gives the number itself',
        ua: 'сто відсотків дає саме число',
        ru: 'сто процентов даёт само число',
        pl: 'sto procent daje samą liczbę',
      },
      { first: '100', second: '80' },
    ),
    testCase(
      'overHundred',
      'equivalencePartitioning',
      {
        en: 'more than one hundred percent',
        ua: 'понад сто відсотків',
        ru: 'больше ста процентов',
        pl: 'ponad sto procent',
      },
      { first: '150', second: '80' },
    ),
    testCase(
      'negative',
      'equivalencePartitioning',
      {
        en: 'a negative percentage is refused',
        ua: 'від’ємний відсоток відхилено',
        ru: 'отрицательный процент отклонён',
        pl: 'ujemny procent jest odrzucany',
      },
      { first: '-10', second: '80' },
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
      { first: '', second: '80' },
    ),
  ],
};
