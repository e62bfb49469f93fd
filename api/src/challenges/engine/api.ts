import type { ChallengePayload, ChallengeResult, Language } from '@qa/shared/catalogue';
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

/** POST {challenge url} of an API-testing challenge: the API's answer as the result line, and what it found. */
export function evaluateApi(
  definition: ApiDefinition,
  sandbox: Sandbox,
  payload: ChallengePayload,
  language: Language,
): ChallengeResult {
  const exchange = exchangeOf(definition, sandbox, readFieldValues(payload), language);
  return { message: describeExchange(exchange), ...findingsOf(definition, exchange, language) };
}

/**
 * Restores stored answers without touching the tester's sandbox: each request is judged alone in a fresh one.
 * Testers reuse one id for everything, so replaying in a shared sandbox would let a stored DELETE hide the
 * bugs found on that user; the price is that a request whose answer depended on an earlier write (reading a
 * user they created) is judged as it would be on the starting data.
 */
export const evaluateApiBatch = (
  definition: ApiDefinition,
  payloads: readonly ChallengePayload[],
  language: Language,
): ChallengeResult[] => payloads.map((payload) => evaluateApi(definition, freshSandbox(), payload, language));
