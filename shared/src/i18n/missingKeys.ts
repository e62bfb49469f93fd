import { LANGUAGES } from './languages';
import type { Texts } from './i18n';

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
 * Every key that one language has and another lacks (or holds empty or marked to translate), as "lang: key".
 * The one completeness test, tooling/texts/completeness.test.ts, asserts this is empty for every namespace.
 */
export const findMissingKeys = (texts: Texts): string[] => {
  const byLanguage = LANGUAGES.map((language) => [language, leaves(texts[language])] as const);
  const allKeys = new Set(byLanguage.flatMap(([, own]) => [...own.keys()]));
  return byLanguage.flatMap(([language, own]) =>
    [...allKeys]
      .filter((key) => {
        const text = own.get(key);
        return typeof text !== 'string' || text.trim() === '' || text.startsWith(TRANSLATE_MARKER);
      })
      .map((key) => `${language}: ${key}`),
  );
};
