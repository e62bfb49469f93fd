import { serverMessage } from '../common/serverMessage';

/** Up to the first full stop, question or exclamation mark that ends a sentence (not '1.5' or 'a.b'). */
const firstSentence = (text: string): string => /^.*?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text;

/**
 * SPEC §8, answer fetch failure: the first sentence of the server's error text (its details are for
 * developers), else the request's own message (no connection, unreadable answer).
 */
export const answerErrorText = (error: unknown): string => {
  const text = serverMessage(error);
  if (text) return firstSentence(text);
  return error instanceof Error ? error.message : String(error);
};
