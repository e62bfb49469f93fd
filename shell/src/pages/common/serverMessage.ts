import { isPlainObject } from '@qa/shared';

/**
 * The server's own (localized) text of a refused call: the `message` of its error body, when it sent one. The
 * error is the client's HttpError or its plain copy in the store (ApiError of `@qa/shared/api`), both with `data`.
 */
export const serverMessage = (error: unknown): string | undefined => {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  if (!isPlainObject(data)) return undefined;
  const { message } = data;
  return typeof message === 'string' ? message.trim() || undefined : undefined;
};
