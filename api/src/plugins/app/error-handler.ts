import { STATUS_CODES } from 'node:http';
import { findChallengeByPath, type ApiErrorBody } from '@qa/shared/catalogue';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isRegistered } from '../../challenges/registry';
import { STORE_UNAVAILABLE } from '../../http/store-unavailable';
import { OVER_SHARE, UNAVAILABLE_RETRY_AFTER_S } from '../external/under-pressure';
import { INVALID_TESTER_KEY } from '../../sandbox/tester-key';
import { GRADING_WORK_SPENT, NEW_SANDBOXES_SPENT } from './budgets';
import { GRADING_SHARE_SPENT } from '../../grading/fair-queue';
import { resolveLanguage } from '../../i18n/accept-language';
import { ERROR_MESSAGES, type ErrorMessageKey } from '../../i18n/error-messages';
import { describeValidation } from '../../i18n/validation-messages';

/** Fastify's own client errors, by code, with the sentence that explains them. */
const CLIENT_ERRORS: ReadonlyMap<string, { statusCode: number; key: ErrorMessageKey }> = new Map([
  ['FST_ERR_CTP_INVALID_JSON_BODY', { statusCode: 400, key: 'invalidJson' }],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', { statusCode: 400, key: 'emptyBody' }],
  ['FST_ERR_CTP_BODY_TOO_LARGE', { statusCode: 413, key: 'bodyTooLarge' }],
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', { statusCode: 415, key: 'unsupportedMediaType' }],
  [INVALID_TESTER_KEY, { statusCode: 400, key: 'invalidTesterKey' }],
  [NEW_SANDBOXES_SPENT, { statusCode: 429, key: 'tooManyNewSandboxes' }],
  [GRADING_WORK_SPENT, { statusCode: 429, key: 'gradingWorkSpent' }],
  [GRADING_SHARE_SPENT, { statusCode: 429, key: 'gradingBusy' }],
  [OVER_SHARE, { statusCode: 429, key: 'overShare' }],
]);

/** Refusals the server chooses (not faults): answered with their sentence and logged as a warning only. */
const REFUSALS: ReadonlyMap<string, { statusCode: number; key: ErrorMessageKey }> = new Map([
  [STORE_UNAVAILABLE, { statusCode: 503, key: 'notReady' }],
]);

export const sendError = (reply: FastifyReply, statusCode: number, message: string) => {
  const body: ApiErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  return reply.code(statusCode).send(body);
};

/** Also Fastify's `frameworkErrors` handler: a malformed URL is answered before any route or hook. */
export const handleError = (
  error: FastifyError & { retryAfterS?: number },
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  // From the header, not request.language: the requests Fastify hands to frameworkErrors carry no decorators.
  const language = resolveLanguage(request.headers['accept-language']);
  if (error.validation) {
    return sendError(
      reply,
      400,
      `${ERROR_MESSAGES.invalidRequest[language]} ${describeValidation(error.validation, error.validationContext, language)}`,
    );
  }
  const refusal = REFUSALS.get(error.code);
  if (refusal) {
    request.log.warn({ code: error.code, err: error.cause }, 'request refused');
    if (!reply.hasHeader('retry-after')) reply.header('Retry-After', UNAVAILABLE_RETRY_AFTER_S);
    return sendError(reply, refusal.statusCode, ERROR_MESSAGES[refusal.key][language]);
  }
  const known = CLIENT_ERRORS.get(error.code);
  const reported = error.statusCode ?? 500;
  const statusCode = known?.statusCode ?? (reported >= 400 && reported < 600 ? reported : 500);
  if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
  // A spent budget says when the next request will be taken (budgets.ts).
  if (error.retryAfterS !== undefined) reply.header('Retry-After', error.retryAfterS);
  const key =
    known?.key ?? (statusCode === 429 ? 'tooManyRequests' : statusCode < 500 ? 'badRequest' : 'internal');
  return sendError(reply, statusCode, ERROR_MESSAGES[key][language]);
};

const CHALLENGE_SUB_ROUTE = /\/(?:batch|answer\/[^/]*)$/;

const handleNotFound = (request: FastifyRequest, reply: FastifyReply) => {
  // The challenge's own address, its batch and its answers all belong to the challenge (SPEC §7).
  const path = (request.url.split('?')[0] ?? '').slice(1).replace(CHALLENGE_SUB_ROUTE, '');
  const key = findChallengeByPath(path) && !isRegistered(path) ? 'challengeNotAvailable' : 'notFound';
  return sendError(reply, 404, ERROR_MESSAGES[key][request.language]);
};

/** One error body (ApiErrorBody) for every failure; client mistakes get a 4xx and a sentence in their language. */
export default fp(
  async function errorHandler(fastify) {
    fastify.setErrorHandler(handleError);
    // Probing for addresses spends the address's budget too: the budgets' hook runs before every handler.
    fastify.setNotFoundHandler(handleNotFound);
  },
  { name: 'error-handler', dependencies: ['language', 'budgets'] },
);
