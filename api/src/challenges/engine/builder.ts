import type { ChallengeResult, Language } from '@qa/shared/catalogue';
import type { BuilderDefinition, ExpectedResult, FieldValues, ResultDropdown } from './definition';
import { findBug, findCase } from './findings';
import { INVALID_COMBINATION } from './messages';

/** The chosen result is the one the app gives: only then does the combination form a case or scenario. */
export const expectsActualResult = (
  dropdown: ResultDropdown,
  values: FieldValues,
  expectedResult: ExpectedResult,
): boolean => expectedResult === dropdown.actualResult(values);

/**
 * Generator and gherkin (SPEC §4): a combination whose result is wrong answers 'Invalid Test Case' or 'Invalid
 * Scenario'; a right one gives the app's answer and finds the case (and any bug) of its class.
 */
export function evaluateBuilder(
  definition: BuilderDefinition,
  values: FieldValues,
  expectedResult: ExpectedResult,
  language: Language,
): ChallengeResult {
  const dropdown = definition.resultDropdown;
  if (!expectsActualResult(dropdown, values, expectedResult)) {
    return { message: INVALID_COMBINATION[dropdown.style][language] };
  }
  return {
    message: definition.result(values, language),
    ...findCase(definition.cases, [values, expectedResult], language),
    ...findBug(definition.bugs, [values, expectedResult], language),
  };
}
