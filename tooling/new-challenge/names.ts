import { SLOTS } from '../../shared/src/catalogue/apiTypes';
import { challengeFolder, PARTS, type PartName } from '../../api/src/challenges/parts';
import type { ChallengeOptions } from './options';

/** leapYear → leap-year: the API path's last segment, as restore-password and book-desk are. */
export const kebabCase = (key: string): string =>
  key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** leapYear → LEAP_YEAR: the name of the definition's messages (TRIANGLE_MESSAGES). */
export const constantCase = (key: string): string => kebabCase(key).replace(/-/g, '_').toUpperCase();

/** "Side A" → "side A", "Year" → "year", but "URL" stays: only a capitalised word is lowered. */
export const lowerFirst = (text: string): string =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** "Currency From" → currencyFrom; undefined when the label has no Latin letter to start a name with. */
const nameOfLabel = (label: string): string | undefined => {
  const words = label.match(/[A-Za-z0-9]+/g) ?? [];
  const name = words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
  return /^[a-z]/.test(name) ? name : undefined;
};

/**
 * The names of the fields in the catalogue and of their texts (triangle.fields.a): after the labels where they
 * are Latin and distinct, otherwise after their slots (first, second, third), as calculator's are.
 */
export function fieldNames(labels: readonly string[]): string[] {
  const names = labels.map(nameOfLabel);
  const usable = names.every((name) => name !== undefined) && new Set(names).size === names.length;
  return usable ? (names as string[]) : labels.map((_label, index) => SLOTS[index] ?? `field${index + 1}`);
}

/** The catalogue, where every challenge is listed (and whose keys a new one must not repeat). */
export const CATALOGUE_PATH = 'shared/src/catalogue/challenges.ts';

/** The challenges of the modes remotes bring (whose keys are taken as well). */
export const BROUGHT_CHALLENGES_PATH = 'shared/src/catalogue/broughtChallenges.ts';

/** Fails while a text is missing, empty or still marked [translate], in any namespace of any part. */
export const TEXTS_COMPLETENESS_TEST = 'tooling/texts/completeness.test.ts';

/**
 * The server's suites over every registered challenge, which fail until the trainer has written the rules: a
 * `[fill in]` left (expert-design), an example that does not find its case or bug, or finds it without an answer
 * in some language (reachability).
 */
export const DEFINITION_TESTS = [
  'api/test/challenges/expert-design.test.ts',
  'api/test/challenges/engine/reachability.test.ts',
];

/**
 * The suites over every built-in challenge that fail too until one is finished: each example through the route in
 * every language, and each case found through the page's own code.
 */
export const ROUTE_TESTS = ['api/test/routes/every-challenge.test.ts', 'client-api/challenges.test.ts'];

/**
 * `npx jest` with the tests, two a line, as the generators print it and the guides quote it (`indent` before each
 * continued line).
 */
export const jestCommand = (tests: readonly string[], indent: string): string[] =>
  Array.from({ length: Math.ceil(tests.length / 2) }, (_, line) => {
    const pair = tests.slice(line * 2, line * 2 + 2).join(' ');
    const last = line * 2 + 2 >= tests.length;
    return `${indent}${line === 0 ? 'npx jest ' : '  '}${pair}${last ? '' : ' \\'}`;
  });

/**
 * Where the API finds each part of a challenge, with no list to add it to: in its folder, named after its API
 * path and key (api/src/challenges/parts.ts).
 */
export const partPaths = (path: string, key: string): Readonly<Record<PartName, string>> => {
  const folder = `api/src/challenges/${challengeFolder({ path, key })}`;
  return Object.fromEntries(PARTS.map((part) => [part, `${folder}/${part}.ts`])) as Record<PartName, string>;
};

/** The paths of everything a challenge has, relative to the repository root. */
export function pathsOf({ group, key }: Pick<ChallengeOptions, 'group' | 'key'>) {
  const remote = REMOTE_FOLDER[group];
  const apiPath = `api/${group}/v1/${kebabCase(key)}`;
  return {
    apiPath,
    parts: partPaths(apiPath, key),
    catalogue: CATALOGUE_PATH,
    catalogueTexts: (language: string) => `shared/src/i18n/texts/catalogue/${language}.ts`,
    remoteTexts: (language: string) => `${remote.folder}/src/i18n/${language}.ts`,
  };
}

/** The folder of each supported group's remote (REMOTE_BY_GROUP names the federation remote). */
export const REMOTE_FOLDER = {
  scripted: { name: 'mfe_scripted', folder: 'mfe-scripted' },
  exploratory: { name: 'mfe_exploratory_api', folder: 'mfe-exploratory-api' },
} as const;
