import { isHttpError, isPlainObject } from '@qa/shared';
import type { Notice, NoticeKey } from './accountErrors';

/**
 * What a failed API call tells the learner: the API's own message (localized, e.g. too many requests, sign in
 * again, the store unavailable) when it sent one, else our sentence. A network failure's message is the
 * browser's, in English, so it is not shown.
 */
export const failureNotice = (error: unknown, fallback: NoticeKey): Notice =>
  isHttpError(error) &&
  error.kind === 'http' &&
  isPlainObject(error.data) &&
  typeof error.data.message === 'string'
    ? { serverMessage: error.data.message }
    : { key: fallback };
