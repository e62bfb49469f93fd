import { randomInt } from 'node:crypto';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH } from '@qa/shared/classroom';

/** A new join code: easy to read aloud and type, and 31^6 (about 890 million) of them to guess from. */
export const newClassCode = (): string =>
  Array.from(
    { length: CLASS_CODE_LENGTH },
    () => CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)],
  ).join('');

/** A code as a learner may type it (lower case, spaces, dashes) in the stored form; undefined if none. */
export const normalizeClassCode = (input: string): string | undefined => {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  return code.length === CLASS_CODE_LENGTH &&
    [...code].every((letter) => CLASS_CODE_ALPHABET.includes(letter))
    ? code
    : undefined;
};
