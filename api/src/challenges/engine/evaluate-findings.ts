import type { ChallengeResult, Language } from '@qa/shared/catalogue';
import type { ExpectedResult, FieldValues, HiddenDefinition, ScriptedDefinition } from './definition';
import { findBug, findCase } from './findings';

/**
 * Scripted and hidden cases: the app always answers, and the submission also finds the first case and the first
 * bug it matches. The page counts each only once (SPEC §4), so finding one again is harmless.
 */
export function evaluateFindings(
  definition: ScriptedDefinition | HiddenDefinition,
  values: FieldValues,
  expectedResult: ExpectedResult,
  language: Language,
): ChallengeResult {
  return {
    message: definition.result(values, language),
    ...findCase(definition.cases, [values, expectedResult], language),
    ...findBug(definition.bugs, [values, expectedResult], language),
  };
}
