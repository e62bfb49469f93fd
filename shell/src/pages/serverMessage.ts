import { isHttpError, isPlainObject } from '@qa/shared';

/** The server's own (localized) text of a refused call: the `message` of its error body, when it sent one. */
export const serverMessage = (error: unknown): string | undefined => {
  if (!isHttpError(error) || !isPlainObject(error.data)) return undefined;
  const { message } = error.data;
  return typeof message === 'string' ? message.trim() || undefined : undefined;
};
