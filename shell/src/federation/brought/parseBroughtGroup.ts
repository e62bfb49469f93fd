import {
  CHALLENGE_GROUPS,
  CHALLENGES,
  isPlainObject,
  LANGUAGES,
  type BroughtGroup,
  type BroughtGroupNames,
  type ChallengeEntry,
} from '@qa/shared';

/** lowerCamelCase letters, as the built-in groups and keys are: each is a route segment and a text key. */
const NAME = /^[a-z][A-Za-z]*$/;
/** A path as the catalogue's: api/{group}/v{n}/{name}. */
const PATH = /^api\/[a-z][a-z-]*\/v\d+\/[A-Za-z][A-Za-z-]*$/;

const builtInKeys = new Set(CHALLENGES.map(({ key }) => key));

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const parseEntry = (value: unknown, group: string): ChallengeEntry<string> | undefined => {
  if (!isPlainObject(value)) return undefined;
  const { key, path, fieldCount } = value;
  if (value.group !== group || typeof key !== 'string' || !NAME.test(key)) return undefined;
  // A built-in key would take over the catalogue name of a challenge of this shell.
  if (builtInKeys.has(key) || typeof path !== 'string' || !PATH.test(path)) return undefined;
  if (fieldCount !== 1 && fieldCount !== 2 && fieldCount !== 3) return undefined;
  return { key, group, path, fieldCount, learnMode: false };
};

const parseNames = (value: unknown, keys: readonly string[]): BroughtGroupNames | undefined => {
  if (!isPlainObject(value) || !isText(value.group) || !isPlainObject(value.challenges)) return undefined;
  const named: Record<string, string> = {};
  for (const key of keys) {
    const name = value.challenges[key];
    if (!isText(name)) return undefined;
    named[key] = name;
  }
  return { group: value.group, challenges: named };
};

/**
 * A remote's './Mode' as this shell can use it, or undefined. The remote is another team's deployment: a mode
 * that would replace a built-in group or challenge, or that misses a name in one of the four languages, is not
 * taken rather than shown half-named.
 */
export const parseBroughtGroup = (value: unknown): BroughtGroup | undefined => {
  if (!isPlainObject(value) || !isPlainObject(value.names) || !Array.isArray(value.challenges))
    return undefined;
  const { group } = value;
  if (
    typeof group !== 'string' ||
    !NAME.test(group) ||
    (CHALLENGE_GROUPS as readonly string[]).includes(group)
  ) {
    return undefined;
  }
  const challenges = value.challenges.map((entry) => parseEntry(entry, group));
  if (challenges.length === 0 || !challenges.every((entry) => entry !== undefined)) return undefined;
  const keys = challenges.map(({ key }) => key);
  if (new Set(keys).size !== keys.length) return undefined;
  const names = value.names;
  const parsed = LANGUAGES.map((language) => parseNames(names[language], keys));
  if (!parsed.every((entry) => entry !== undefined)) return undefined;
  return {
    group,
    challenges,
    names: Object.fromEntries(
      LANGUAGES.map((language, index) => [language, parsed[index]]),
    ) as BroughtGroup['names'],
  };
};
