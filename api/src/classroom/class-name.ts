import { CLASS_NAME_LENGTH } from '@qa/shared/classroom';

/** Anything printable: a class is called "QA #3 (evening)" as well as "Група 2". */
const INVISIBLE = /\p{C}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{Nd}]/u;

/**
 * A class's name as it is stored and shown, or undefined when it cannot be one: composed, trimmed, inner runs of
 * spaces made one; no control, format or unassigned characters; at least one letter or digit; its length in code
 * points. It is only ever shown as text, so markup characters are harmless.
 */
export const normalizeClassName = (input: string): string | undefined => {
  const name = input.normalize('NFC').trim().replace(/ {2,}/g, ' ');
  const count = [...name].length;
  if (count < CLASS_NAME_LENGTH.min || count > CLASS_NAME_LENGTH.max) return undefined;
  return !INVISIBLE.test(name) && LETTER_OR_DIGIT.test(name) ? name : undefined;
};
