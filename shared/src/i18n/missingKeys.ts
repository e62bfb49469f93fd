import { LANGUAGES, type Language } from './languages';
import type { Texts } from './i18n';
import { pluralCategories } from './numbers';

/** Leaf texts of a nested resource object, keyed by their dotted path. */
const leaves = (value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> => {
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, into);
  } else into.set(prefix, value);
  return into;
};

/**
 * What `pnpm new:challenge` puts before a text it could not translate: such a text counts as missing, so the
 * completeness tests fail until someone translates it.
 */
export const TRANSLATE_MARKER = '[translate]';

/**
 * A plural text is a key with one suffix per plural category (i18next's `count`): `cases_one`, `cases_other` in
 * English; `_one`, `_few`, `_many`, `_other` in Ukrainian, Russian and Polish. `_zero`, which i18next takes for a
 * count of 0 where it exists, is never required.
 */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const isMissing = (text: unknown): boolean =>
  typeof text !== 'string' || text.trim() === '' || text.startsWith(TRANSLATE_MARKER);

/**
 * Every key that one language has and another lacks (or holds empty or marked to translate), as "lang: key".
 * A plural text is complete in a language when it has a form for every category the language's plural rules
 * list (Intl.PluralRules, through localeOf), whatever categories the other languages have.
 * The one completeness test, tooling/texts/completeness.test.ts, asserts this is empty for every namespace.
 */
export const findMissingKeys = (texts: Texts): string[] => {
  const byLanguage = LANGUAGES.map((language) => [language, leaves(texts[language])] as const);
  const allKeys = new Set(byLanguage.flatMap(([, own]) => [...own.keys()]));
  const pluralKeys = new Set(
    [...allKeys].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
  );
  const plainKeys = [...allKeys].filter((key) => !PLURAL_SUFFIX.test(key) && !pluralKeys.has(key));
  const expected = (language: Language): string[] => [
    ...plainKeys,
    ...[...pluralKeys].flatMap((key) => pluralCategories(language).map((category) => `${key}_${category}`)),
  ];
  return byLanguage.flatMap(([language, own]) =>
    expected(language)
      .filter((key) => isMissing(own.get(key)))
      .map((key) => `${language}: ${key}`),
  );
};
