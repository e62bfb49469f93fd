import type { BatchResultItem, ChallengePayload, ChallengeResult, Language } from '@qa/shared/catalogue';
import type { ChallengeDefinition } from './definition';
import { readFieldValues } from './field-values';
import { evaluateLearn } from './learn';
import { evaluateOpen } from './open';

/** The answer to one submission (SPEC §7 POST {challenge url}); each mode has its own evaluator. */
export function evaluate(
  definition: ChallengeDefinition,
  payload: ChallengePayload,
  language: Language,
): ChallengeResult {
  const values = readFieldValues(payload);
  switch (definition.mode) {
    case 'learn':
      return evaluateLearn(definition, values, payload.caseNumber, language);
    case 'scripted':
    case 'exploratory':
      return evaluateOpen(definition, values, undefined, language);
  }
}

/** Re-evaluates stored correct answers in the request's language, to restore progress (SPEC §7 batch). */
export const evaluateBatch = (
  definition: ChallengeDefinition,
  payloads: readonly ChallengePayload[],
  language: Language,
): BatchResultItem[] =>
  payloads.map((payload) => {
    // The field flags only mark the form being edited; a restored answer has no form.
    const {
      firstCorrect: _first,
      secondCorrect: _second,
      thirdCorrect: _third,
      ...item
    } = evaluate(definition, payload, language);
    return item;
  });
