import { LANGUAGES, type Language } from '@qa/shared/catalogue';

/**
 * How a reviewer reads a report's words: case, spaces and punctuation aside, a word by its stem, through one typo,
 * in any of the four languages.
 */

/** Words in each language; a title uses one of them. */
export type LocalizedWords = Readonly<Record<Language, readonly string[]>>;

/** Case, spaces and punctuation aside: "Scalene  triangle." reads as "scalene triangle". */
export const normalized = (text: string): string =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Whether `a` becomes `b` with at most one edit: a letter added, dropped, changed, or two neighbours swapped. */
const oneEditApart = (a: string, b: string): boolean => {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let at = 0;
  while (a[at] === b[at]) at += 1;
  if (a.length === b.length) {
    const swapped = a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
    return swapped || a.slice(at + 1) === b.slice(at + 1);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(at + 1) === shorter.slice(at);
};

/** Stems this long or longer are found through one typo ("isoceles", "scalen", "triangel"). */
const TYPO_TOLERANT_LENGTH = 5;

/** A said word starts with `stem`, or would but for one typo (the first letter right). */
export const startsWithStem = (said: string, stem: string): boolean =>
  said.startsWith(stem) ||
  (stem.length >= TYPO_TOLERANT_LENGTH &&
    said[0] === stem[0] &&
    [-1, 0, 1].some((delta) => oneEditApart(said.slice(0, stem.length + delta), stem)));

/** Words that turn the next word or the one after into its opposite: "no digits lost" says none are. */
const NEGATIONS = new Set(['no', 'not', 'never', 'without', 'не', 'ні', 'нет', 'без', 'nie', 'bez']);

/** The words found in `text`; with `affirmed`, a single word only where no negation stands before it. */
const finds = (text: string, words: readonly string[], affirmed: boolean): boolean => {
  const normal = normalized(text);
  const said = ` ${normal} `;
  const saidWords = normal.split(' ');
  const negated = (at: number) =>
    affirmed && (NEGATIONS.has(saidWords[at - 1] ?? '') || NEGATIONS.has(saidWords[at - 2] ?? ''));
  return words.some((word) => {
    const wanted = normalized(word);
    if (/\d$/.test(wanted)) return said.includes(` ${wanted} `);
    if (wanted.includes(' ')) return said.includes(` ${wanted}`);
    return saidWords.some((saidWord, at) => startsWithStem(saidWord, wanted) && !negated(at));
  });
};

/**
 * A word is matched at a word's start, so a stem ("різносторонн") matches every form a sentence puts it in, and
 * through one typo where it is long enough; a phrase is matched as written; a number is matched whole, so 0.3 is
 * not found in 0.30000000000000004.
 */
export const mentions = (text: string, words: readonly string[]): boolean => finds(text, words, false);

/**
 * As `mentions`, but a single word counts only where no negation stands one or two words before it ("no digits
 * lost"); a phrase is taken as written, its own negation included ("not refused").
 */
export const mentionsAffirmed = (text: string, words: readonly string[]): boolean => finds(text, words, true);

/** A word list in every language: testers write in theirs whatever the page's language is. */
export const wordsOf = (words: LocalizedWords): readonly string[] =>
  LANGUAGES.flatMap((language) => words[language]);
