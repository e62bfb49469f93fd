import type { ChallengeResult, Language } from '@qa/shared/catalogue';
import type { FieldValues, ScriptedDefinition } from './definition';

/**
 * The app always answers; the submission also finds the first case that matches it. The page counts a case
 * only once (SPEC §4), so finding it again is harmless.
 */
export function evaluateScripted(
  definition: ScriptedDefinition,
  values: FieldValues,
  language: Language,
): ChallengeResult {
  const message = definition.result(values, language);
  const index = definition.cases.findIndex((found) => found.matches(values));
  const found = definition.cases[index];
  return found ? { message, caseIndex: index + 1, caseText: found.text[language] } : { message };
}
