import type { Localized } from '../../i18n/localized';
import type { FieldValues, ResultDropdown } from '../engine/definition';
import { parseDecimal } from './decimal';

/**
 * The result dropdown of the calculator forms (generator and gherkin): the number, or one of the two messages
 * the calculators answer (support/calculator.ts). No text holds a comma: GET caseResults joins them with commas.
 */
const ASKS_FOR_VALID_NUMBERS: Localized = {
  en: 'An error asks for valid numbers',
  ua: 'Помилка з проханням ввести коректні числа',
  ru: 'Ошибка с просьбой ввести корректные числа',
  pl: 'Błąd z prośbą o poprawne liczby',
};

const ASKS_FOR_BOTH_NUMBERS: Localized = {
  en: 'An error asks for both numbers',
  ua: 'Помилка з проханням ввести обидва числа',
  ru: 'Ошибка с просьбой ввести оба числа',
  pl: 'Błąd z prośbą o obie liczby',
};

export const CALCULATOR_RESULT = { number: 0, validNumbers: 1, bothNumbers: 2 } as const;

/** What a calculator does with these values, in the order of the checks in support/calculator.ts. */
const calculatorOutcome = ({ first, second }: FieldValues): number => {
  if (first === '' || second === '') return CALCULATOR_RESULT.bothNumbers;
  if (!parseDecimal(first) || !parseDecimal(second)) return CALCULATOR_RESULT.validNumbers;
  return CALCULATOR_RESULT.number;
};

/** A calculator's result dropdown; `numberShown` names its result ("The sum is shown"). */
export const calculatorResults = (
  style: ResultDropdown['style'],
  numberShown: Localized,
): ResultDropdown => ({
  style,
  results: [numberShown, ASKS_FOR_VALID_NUMBERS, ASKS_FOR_BOTH_NUMBERS],
  actualResult: calculatorOutcome,
});
