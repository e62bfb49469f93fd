import {
  MAX_BEFORE_REQUESTS,
  type ChallengePayload,
  type ChallengeResult,
  type Language,
} from '@qa/shared/catalogue';
import { freshSandbox, type Sandbox } from '../../sandbox/sandbox';
import { apiText } from '../../tester-apis/api-texts';
import { describeExchange, errorResponse, parseBodyText, type Exchange } from '../../tester-apis/exchange';
import type { ApiDefinition, FieldValues } from './definition';
import { readFieldValues } from './field-values';
import { findBug, findCase } from './findings';

/** Sends the form's request in the sandbox; a body that is not JSON gets the 400 any JSON server gives it. */
export function exchangeOf(
  definition: ApiDefinition,
  sandbox: Sandbox,
  values: FieldValues,
  language: Language,
): Exchange {
  const { method, path, bodyText } = definition.request(values);
  const { body, invalid } = parseBodyText(bodyText);
  const request = { method, path, body };
  const response = invalid
    ? errorResponse(400, apiText('invalidJson', language))
    : definition.api(sandbox, request, language);
  return { request, response };
}

/** What the exchange found, in the language asked for. */
export const findingsOf = (definition: ApiDefinition, exchange: Exchange, language: Language) => ({
  ...findCase(definition.cases, [exchange], language),
  ...findBug(definition.bugs, [exchange], language),
});

/** The requests that recreate the state the exchange's case rests on; undefined for a case that needs none. */
export const setupOf = (definition: ApiDefinition, exchange: Exchange, caseIndex: number | undefined) => {
  const before = caseIndex === undefined ? undefined : definition.cases[caseIndex - 1]?.setup?.(exchange);
  return before && before.length > 0 && before.length <= MAX_BEFORE_REQUESTS ? before : undefined;
};

/**
 * POST {challenge url} of an API-testing challenge: the API's answer as the result line, what it found, and the
 * requests a state transition's case rests on (kept with the answer).
 */
export function evaluateApi(
  definition: ApiDefinition,
  sandbox: Sandbox,
  payload: ChallengePayload,
  language: Language,
): ChallengeResult {
  const exchange = exchangeOf(definition, sandbox, readFieldValues(payload), language);
  const found = findingsOf(definition, exchange, language);
  const before = setupOf(definition, exchange, found.caseIndex);
  return { message: describeExchange(exchange), ...found, ...(before && { before }) };
}

/**
 * Restores stored answers without touching the tester's sandbox: each request is judged alone in a fresh one,
 * after the requests kept with it (a state transition's setup). Testers reuse one id for everything, so replaying
 * the answers in one shared sandbox would let a stored DELETE hide the bugs found on that user.
 */
export const evaluateApiBatch = (
  definition: ApiDefinition,
  payloads: readonly ChallengePayload[],
  language: Language,
): ChallengeResult[] =>
  payloads.map(({ before = [], ...payload }) => {
    const sandbox = freshSandbox();
    for (const request of before) exchangeOf(definition, sandbox, readFieldValues(request), language);
    return evaluateApi(definition, sandbox, payload, language);
  });
