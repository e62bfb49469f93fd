import { DISPLAY_NAME_LENGTH } from '@qa/shared/game';

/**
 * Letters of any script (with their combining marks), digits, spaces and `. _ -`: enough for a real name or a
 * nickname in every language the product speaks, and nothing that markup, a URL or an invisible control
 * character needs. A combining mark cannot come first, or it would sit on whatever the page shows before the
 * name; and a name of dots and dashes alone names no one.
 */
const ALLOWED = /^(?!\p{M})[\p{L}\p{M}\p{Nd} ._-]+$/u;
const LETTER_OR_DIGIT = /[\p{L}\p{Nd}]/u;

/**
 * The display name as it is stored and shown, or undefined when it cannot be one: trimmed, in Unicode's
 * composed form (so an accented letter counts once however it was typed), inner runs of spaces made one, and
 * 2 to 24 characters counted as code points, not UTF-16 units.
 */
export const normalizeDisplayName = (input: string): string | undefined => {
  const name = input.normalize('NFC').trim().replace(/ {2,}/g, ' ');
  const length = [...name].length;
  if (length < DISPLAY_NAME_LENGTH.min || length > DISPLAY_NAME_LENGTH.max) return undefined;
  return ALLOWED.test(name) && LETTER_OR_DIGIT.test(name) ? name : undefined;
};
