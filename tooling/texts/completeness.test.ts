import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../shared/src/i18n/languages';

/**
 * Every text in every language, checked once for the whole workspace: every namespace the front-end parts
 * register (addTexts, addLanguageTexts, addVersionedTexts; found by reading the sources, so a new part is checked
 * without being listed here) holds the same keys in en, ua, ru and pl, none empty or still marked to translate;
 * and every text the server sends (api/src) exists in each language, translated.
 */
const ROOT = join(__dirname, '..', '..');
const SERVER = 'api/src';
const FRONT_END = ['shell/src', 'shared/src', 'shared/kit/src'];
const REGISTERS = /\b(addTexts|addLanguageTexts|addVersionedTexts)\(/;

const sourceFiles = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file));

/** The modules that register a namespace of texts (not the functions that do the registering). */
const registeringModules = (): string[] =>
  [
    ...FRONT_END,
    ...readdirSync(ROOT)
      .filter((name) => name.startsWith('mfe-'))
      .map((name) => `${name}/src`),
  ]
    .flatMap(sourceFiles)
    .filter((file) => REGISTERS.test(readFileSync(join(ROOT, file), 'utf8')));

describe('the texts of the front-end parts', () => {
  it('hold every key in every language, in every namespace a part registers', async () => {
    const modules = registeringModules();
    for (const file of modules) await import(join(ROOT, file));
    const { i18n } = await import('../../shared/src/i18n/i18n');
    const { loadTexts } = await import('../../shared/src/i18n/languageTexts');
    const { findMissingKeys } = await import('../../shared/src/i18n/missingKeys');
    await loadTexts(LANGUAGES);
    const namespaces = Object.keys(i18n.store.data.en ?? {});
    const missing = namespaces.flatMap((namespace) =>
      findMissingKeys(
        Object.fromEntries(
          LANGUAGES.map((language) => [language, i18n.store.data[language]?.[namespace] ?? {}]),
        ) as Record<(typeof LANGUAGES)[number], object>,
      ).map((key) => `${namespace} ${key}`),
    );
    expect(missing).toEqual([]);
    // Every module found registered its own namespace (a part's texts, the catalogue, the kit's parts).
    expect(namespaces.length).toBeGreaterThanOrEqual(modules.length);
  });
});

type Found = [path: string, texts: Record<string, unknown>];

/**
 * What a language may keep as English: what a simulated app prints as it is (program output, not a sentence to
 * translate: a number, Infinity, a converted amount such as "100 EUR = 83.33 GBP"), and a word the profession uses
 * untranslated in that language ("Endpoint", as the User API's page labels its field in Polish).
 */
const PROGRAM_OUTPUT = /^(-?\d+(\.\d+)?( [A-Z]{3} = -?\d+(\.\d+)? [A-Z]{3})?|-?Infinity|NaN|Error: NaN)$/;
const KEPT_AS_ENGLISH = new Set(['Endpoint']);
const mayStayEnglish = (text: string): boolean => PROGRAM_OUTPUT.test(text) || KEPT_AS_ENGLISH.has(text);

/** Every object below `value` whose `en` is a text: a server text in its languages, wherever it sits. */
const serverTexts = (value: unknown, path: string, seen = new Set<unknown>()): Found[] => {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  if ('en' in value && typeof value.en === 'string') return [[path, value as Record<string, unknown>]];
  return Object.entries(value).flatMap(([key, child]) => serverTexts(child, `${path}.${key}`, seen));
};

describe('the texts the server sends', () => {
  // The modules that write texts in the languages: the challenges' rules, the engine's and the routes' messages.
  const modules = sourceFiles(SERVER).filter((file) => /\ben: /.test(readFileSync(join(ROOT, file), 'utf8')));
  const found = modules.flatMap((file) =>
    serverTexts(jest.requireActual<Record<string, unknown>>(join(ROOT, file)), file),
  );

  it('are found', () => {
    expect(found.length).toBeGreaterThan(200);
  });

  it.each(found)('%s exists in every language, translated', (_path, texts) => {
    expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      expect(typeof texts[language]).toBe('string');
      expect(texts[language]).not.toBe('');
      if (language !== 'en' && !mayStayEnglish(String(texts.en))) {
        expect(texts[language]).not.toBe(texts.en);
      }
    }
  });
});
