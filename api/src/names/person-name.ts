/**
 * Letters of any script (with their combining marks), digits, spaces and `. _ -`: enough for a real name or a
 * nickname in every language the product speaks, and nothing that markup, a URL or an invisible control
 * character needs. A combining mark cannot come first, or it would sit on whatever the page shows before the
 * name; and a name of dots and dashes alone names no one.
 */
const ALLOWED = /^(?!\p{M})[\p{L}\p{M}\p{Nd} ._-]+$/u;
const LETTER_OR_DIGIT = /[\p{L}\p{Nd}]/u;

/**
 * A person's name as it is stored and shown (a Game display name, a learner's name in a class), or undefined
 * when it cannot be one: trimmed, in Unicode's composed form (so an accented letter counts once however it was
 * typed), inner runs of spaces made one, and `length` counted in code points, not UTF-16 units.
 */
export const normalizePersonName = (
  input: string,
  length: { readonly min: number; readonly max: number },
): string | undefined => {
  const name = input.normalize('NFC').trim().replace(/ {2,}/g, ' ');
  const count = [...name].length;
  if (count < length.min || count > length.max) return undefined;
  return ALLOWED.test(name) && LETTER_OR_DIGIT.test(name) ? name : undefined;
};
