import { LANGUAGES, type Language } from '../../shared/src/i18n/languages';
import { CHALLENGE_GROUPS, type ChallengeGroup } from '../../shared/src/catalogue/types';

/** The groups whose challenges are plain forms of text fields: the only ones a template can start. */
export const SUPPORTED_GROUPS = ['scripted', 'exploratory'] as const;
export type SupportedGroup = (typeof SUPPORTED_GROUPS)[number];

export const MAX_FIELDS = 3;
/** A sanity limit: a trainer writes every case by hand afterwards. */
export const MAX_FINDINGS = 30;

/** Why each other group cannot be generated: said to the trainer instead of a bare "unsupported". */
const NOT_A_PLAIN_FORM: Readonly<Record<Exclude<ChallengeGroup, SupportedGroup>, string>> = {
  learn: 'a learn challenge needs step-by-step instructions and per-field rules',
  generator: 'a generator challenge needs dropdown options and an expected-result list',
  gherkin: 'a gherkin challenge needs dropdown options and an expected-result list',
  functional: 'a functional challenge is a whole app of its own (mfe-functional)',
  apiTesting: 'an API-testing challenge needs a tester API and exchange-based cases',
};

/** Everything the generator needs, validated. */
export interface ChallengeOptions {
  group: SupportedGroup;
  key: string;
  /** The field labels, in the trainer's language, in form order (1 to 3). */
  fields: readonly string[];
  cases: number;
  bugs: number;
  language: Language;
  title: string;
  description: string;
}

/** What the trainer gave, unvalidated: from the command line or the prompts. */
export type RawOptions = Partial<Record<keyof ChallengeOptions, string>>;

/** Words a generated `export const <key>` must not be. */
const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally ' +
    'for function if import in instanceof new null return super switch this throw true try typeof var void ' +
    'while with yield let static implements interface package private protected public await'
  ).split(' '),
);

/**
 * lowerCamelCase with letters only: the key becomes an identifier, a file name and (in kebab-case) the API path,
 * whose catalogue pattern allows letters and hyphens only.
 */
export const KEY_PATTERN = /^[a-z]+(?:[A-Z][a-z]*)*$/;

export const isSupportedGroup = (group: string): group is SupportedGroup =>
  (SUPPORTED_GROUPS as readonly string[]).includes(group);

/** Why a group cannot be generated, or undefined when it can. */
export function groupProblem(group: string): string | undefined {
  if (isSupportedGroup(group)) return undefined;
  if ((CHALLENGE_GROUPS as readonly string[]).includes(group)) {
    const reason = NOT_A_PLAIN_FORM[group as Exclude<ChallengeGroup, SupportedGroup>];
    return `The group "${group}" is not supported: ${reason}. Supported: ${SUPPORTED_GROUPS.join(', ')}.`;
  }
  return `Unknown group "${group}". Supported: ${SUPPORTED_GROUPS.join(', ')}.`;
}

/** Why a key cannot be used, or undefined; `existingKeys` are the catalogue's. */
export function keyProblem(key: string, existingKeys: readonly string[]): string | undefined {
  if (!KEY_PATTERN.test(key)) {
    return `The key "${key}" is not lowerCamelCase letters (like leapYear).`;
  }
  if (RESERVED.has(key)) return `The key "${key}" is a JavaScript reserved word.`;
  if (existingKeys.includes(key)) return `The key "${key}" exists already in the catalogue.`;
  return undefined;
}

/** "Amount, Currency" as a list of labels. */
export const splitFields = (fields: string): string[] =>
  fields
    .split(',')
    .map((label) => label.trim())
    .filter((label) => label !== '');

const count = (name: string, text: string | undefined, fallback: number, min: number): number | string => {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= MAX_FINDINGS
    ? value
    : `--${name} must be a whole number from ${min} to ${MAX_FINDINGS}, not "${text}".`;
};

/** The options, or every problem found in them at once (so the trainer fixes them in one go). */
export function validateOptions(
  raw: RawOptions,
  existingKeys: readonly string[],
): { options: ChallengeOptions } | { problems: string[] } {
  const problems: string[] = [];
  const need = (name: keyof ChallengeOptions): string => {
    const value = raw[name]?.trim() ?? '';
    if (value === '') problems.push(`--${name} is missing.`);
    return value;
  };
  const group = need('group');
  const key = need('key');
  const fields = splitFields(raw.fields ?? '');
  const title = need('title');
  const description = need('description');
  const language = raw.language?.trim() || 'en';
  const cases = count('cases', raw.cases?.trim(), 1, 1);
  const bugs = count('bugs', raw.bugs?.trim(), 1, 0);

  const groupIssue = group === '' ? undefined : groupProblem(group);
  const keyIssue = key === '' ? undefined : keyProblem(key, existingKeys);
  for (const issue of [groupIssue, keyIssue]) if (issue) problems.push(issue);
  if (fields.length === 0) problems.push('--fields is missing: give 1 to 3 labels, e.g. "Amount,Currency".');
  if (fields.length > MAX_FIELDS) {
    problems.push(`${fields.length} fields given; a plain form has 1 to ${MAX_FIELDS}.`);
  }
  if (new Set(fields).size !== fields.length) problems.push('Two fields have the same label.');
  if (!(LANGUAGES as readonly string[]).includes(language)) {
    problems.push(`--language must be one of ${LANGUAGES.join(', ')}, not "${language}".`);
  }
  for (const value of [cases, bugs]) if (typeof value === 'string') problems.push(value);

  if (
    problems.length > 0 ||
    typeof cases === 'string' ||
    typeof bugs === 'string' ||
    !isSupportedGroup(group)
  ) {
    return { problems };
  }
  return {
    options: { group, key, fields, cases, bugs, language: language as Language, title, description },
  };
}
