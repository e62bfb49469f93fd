import unhomoglyph from 'unhomoglyph';
import type { ErrorMessageKey } from '../i18n/error-messages';

/**
 * Letters of any script (with their combining marks), digits, spaces and `. _ -`: enough for a real name or a
 * nickname in every language the product speaks, and nothing that markup, a URL or an invisible control
 * character needs. A combining mark cannot come first, or it would sit on whatever the page shows before the
 * name; and a name of dots and dashes alone names no one.
 */
const ALLOWED = /^(?!\p{M})[\p{L}\p{M}\p{Nd} ._-]+$/u;
const LETTER_OR_DIGIT = /[\p{L}\p{Nd}]/u;
/**
 * Characters a page draws as nothing: zero-width spaces and joiners, direction marks, and the Hangul fillers,
 * which count as letters yet show as blank, so a "name" of them is an empty line on the leaderboard.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
/** Real scripts put at most three marks on one letter (a consonant, a vowel sign and a tone); Zalgo stacks dozens. */
const STACKED_MARKS = /\p{M}{4}/u;
const SEPARATORS = /[ ._-]/g;

export type PersonNameProblem = 'invalid' | 'invisible' | 'stackedMarks';

/**
 * A person's name as it is stored and shown (a Game display name, a learner's name in a class), or the problem
 * that keeps it from being one: trimmed, in Unicode's composed form (so an accented letter counts once however it
 * was typed), inner runs of spaces made one, and `length` counted in code points, not UTF-16 units.
 */
export const normalizePersonName = (
  input: string,
  length: { readonly min: number; readonly max: number },
): { name: string } | { problem: PersonNameProblem } => {
  const name = input.normalize('NFC').trim().replace(/ {2,}/g, ' ');
  if (INVISIBLE.test(name)) return { problem: 'invisible' };
  if (STACKED_MARKS.test(name)) return { problem: 'stackedMarks' };
  const count = [...name].length;
  if (count < length.min || count > length.max) return { problem: 'invalid' };
  return ALLOWED.test(name) && LETTER_OR_DIGIT.test(name) ? { name } : { problem: 'invalid' };
};

/** The sentence that explains a problem; `invalid` is the caller's own, which names its lengths. */
export const nameProblemMessage = (problem: PersonNameProblem, invalid: ErrorMessageKey): ErrorMessageKey =>
  problem === 'invisible' ? 'nameInvisible' : problem === 'stackedMarks' ? 'nameStackedMarks' : invalid;

/**
 * What a name looks like, for telling whether two names can be told apart: case folded, compatibility forms
 * made plain (ﬁ, full-width letters), every character mapped to the one it is confusable with (Unicode's
 * skeleton of UTS #39, through unhomoglyph's copy of confusables.txt), and separators dropped. "Anna", "ANNA",
 * "Аnna" with a Cyrillic А and "An_na" share one key.
 */
export const nameLookKey = (name: string): string =>
  unhomoglyph(name.normalize('NFKC').toLowerCase().normalize('NFD'))
    .normalize('NFD')
    .toLowerCase()
    .replace(SEPARATORS, '');
