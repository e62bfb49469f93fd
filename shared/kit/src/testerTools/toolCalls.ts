import { isHttpError, isPlainObject } from '@qa/shared';

/** What a tool's call came to: the answer, nothing there (a 404 on GET), or a failure to show. */
export type CallOutcome<T> =
  { kind: 'ok'; value: T } | { kind: 'none' } | { kind: 'error'; message?: string; network?: boolean };

export type CallFailure = Extract<CallOutcome<never>, { kind: 'error' }>;

/** A failed call as what the learner may read: the API's own (localized) message, or none (the view words it). */
export const failure = (error: unknown): CallFailure => {
  if (!isHttpError(error)) return { kind: 'error' };
  if (error.kind === 'network') return { kind: 'error', network: true };
  const data: unknown = error.data;
  return isPlainObject(data) && typeof data.message === 'string' && data.message !== ''
    ? { kind: 'error', message: data.message }
    : { kind: 'error' };
};

/** What a tool says of a failed call: the API's own message, else its words for no connection or for `otherwise`. */
export const failureText = (
  outcome: CallOutcome<unknown>,
  t: (key: string) => string,
  otherwise: string,
): string =>
  outcome.kind === 'error' && outcome.message
    ? outcome.message
    : t(outcome.kind === 'error' && outcome.network ? 'networkError' : otherwise);
