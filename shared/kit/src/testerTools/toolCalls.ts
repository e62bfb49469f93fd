import { isHttpError, isPlainObject } from '@qa/shared';
import { serverWaitOf, type ServerWait } from '../serverWait/serverWait';
import { waitText } from '../serverWait/waitTexts';

/**
 * What a tool's call came to: the answer, nothing there (a 404 on GET), or a failure to show: the API's message,
 * no connection, or a wait the server asked for (a spent budget, an overloaded server).
 */
export type CallOutcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'none' }
  | { kind: 'error'; message?: string; network?: boolean; wait?: ServerWait };

export type CallFailure = Extract<CallOutcome<never>, { kind: 'error' }>;

/**
 * A failed call as what the learner may read: the API's own (localized) message, or none (the view words it). A
 * 429 or 503 is always the view's to word: the API writes those for API users.
 */
export const failure = (error: unknown): CallFailure => {
  if (!isHttpError(error)) return { kind: 'error' };
  if (error.kind === 'network') return { kind: 'error', network: true };
  const wait = serverWaitOf(error);
  if (wait) return { kind: 'error', wait };
  const data: unknown = error.data;
  return isPlainObject(data) && typeof data.message === 'string' && data.message !== ''
    ? { kind: 'error', message: data.message }
    : { kind: 'error' };
};

/**
 * What a tool says of a failed call: a wait it will not sit out itself, the API's own message, else its words for
 * no connection or for `otherwise`.
 */
export const failureText = (
  outcome: CallOutcome<unknown>,
  t: (key: string) => string,
  otherwise: string,
): string => {
  if (outcome.kind !== 'error') return t(otherwise);
  if (outcome.wait) return waitText(outcome.wait, false).join(' ');
  if (outcome.message) return outcome.message;
  return t(outcome.network ? 'networkError' : otherwise);
};
