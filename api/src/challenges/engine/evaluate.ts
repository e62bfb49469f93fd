import type { BatchResultItem, ChallengePayload, ChallengeResult, Language } from '@qa/shared/catalogue';
import type { ApiDefinition, ChallengeDefinition } from './definition';
import { evaluateApiBatch } from './api';
import { readFieldValues } from './field-values';
import { readOptionValues } from './option-inputs';
import { evaluateLearn } from './learn';
import { evaluateBuilder } from './builder';
import { evaluateFindings } from './evaluate-findings';

/** The challenges whose answer depends on the submission alone; API testing also needs the tester's sandbox. */
export type PureDefinition = Exclude<ChallengeDefinition, ApiDefinition>;

/** The result of one submission (SPEC §7 POST {challenge url}); each evaluator judges it its own way. */
export function evaluate(
  definition: PureDefinition,
  payload: ChallengePayload,
  language: Language,
): ChallengeResult {
  // Generator and gherkin inputs send option indexes; the app computes with the values behind them.
  const values = definition.resultDropdown
    ? readOptionValues(definition.dropdowns ?? {}, payload)
    : readFieldValues(payload);
  switch (definition.evaluator) {
    case 'learn':
      return evaluateLearn(definition, values, payload.caseNumber, payload.expectedResult, language);
    case 'scripted':
    case 'exploratory':
      return evaluateFindings(definition, values, undefined, language);
    case 'builder':
      return evaluateBuilder(definition, values, payload.expectedResult, language);
  }
}

/**
 * Re-evaluates stored correct answers in the request's language, to restore progress (SPEC §7 batch). The field
 * flags only mark the form being edited, and a restored answer has no form; it keeps the requests before it.
 */
export const evaluateBatch = (
  definition: ChallengeDefinition,
  payloads: readonly ChallengePayload[],
  language: Language,
): BatchResultItem[] =>
  (definition.evaluator === 'api'
    ? evaluateApiBatch(definition, payloads, language)
    : payloads.map((payload) => evaluate(definition, payload, language))
  ).map(
    ({ firstCorrect: _first, secondCorrect: _second, thirdCorrect: _third, before: _before, ...item }) =>
      item,
  );
