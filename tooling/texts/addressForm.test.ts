import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Ukrainian and Russian address the learner formally, with ви/вы (lower case mid-sentence: ви, ваш; вы, ваш), as
 * the chrome, the kit and the challenges do; Polish keeps ty. An informal pronoun in a ua or ru text is a slip
 * back to ти/ты. Verbs (введи, натисни; введи, нажми) cannot be told from other words this simply, so they are
 * the reviewer's to catch; a pronoun usually comes with them.
 */
const INFORMAL: Record<'ua' | 'ru', readonly string[]> = {
  ua: [
    'ти',
    'тебе',
    'тобі',
    'тобою',
    'твій',
    'твоя',
    'твоє',
    'твої',
    'твого',
    'твоїй',
    'твоєю',
    'твоїм',
    'твою',
    'твоїх',
    'твоєму',
  ],
  ru: [
    'ты',
    'тебя',
    'тебе',
    'тобой',
    'твой',
    'твоя',
    'твоё',
    'твое',
    'твои',
    'твоего',
    'твоей',
    'твоим',
    'твою',
    'твоих',
    'твоему',
  ],
};

/** A whole word: JavaScript's \b knows only Latin letters, so the boundaries are "no letter of any script". */
const wholeWord = (words: readonly string[]) =>
  new RegExp(`(?<!\\p{L})(?:${words.join('|')})(?!\\p{L})`, 'iu');
const PATTERNS = { ua: wholeWord(INFORMAL.ua), ru: wholeWord(INFORMAL.ru) };
type Checked = keyof typeof PATTERNS;

const ROOT = join(__dirname, '../..');

/** Where texts live: the server, the shared package and kit, the shell and every remote. */
const SOURCE_ROOTS = [
  'api/src',
  'shared/src',
  'shared/kit/src',
  'shell/src',
  ...readdirSync(ROOT)
    .filter((name) => name.startsWith('mfe-'))
    .map((name) => `${name}/src`),
];

/** Every module with Cyrillic in it, tests and their fixtures aside. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'node_modules' || name === 'test' ? [] : sourceFiles(path);
    return name.endsWith('.ts') &&
      !name.endsWith('.test.ts') &&
      /\p{Script=Cyrillic}/u.test(readFileSync(path, 'utf8'))
      ? [relative(ROOT, path)]
      : [];
  });

const FILES = SOURCE_ROOTS.flatMap((root) => sourceFiles(join(ROOT, root)));

// Page and kit texts register themselves with the shared i18n instance on import; only their texts matter here.
jest.mock(
  '@qa/shared',
  () => ({
    addTexts: () => undefined,
    addLanguageTexts: () => undefined,
    addVersionedTexts: () => undefined,
  }),
  { virtual: true },
);

/**
 * The ua and ru strings of a module, each with where it sits: everything in a language's own file (…/ua.ts), and
 * what sits under a `ua` or `ru` key elsewhere (a definition's { en, ua, ru, pl }, a page's texts by language).
 */
const textsOf = (file: string, exports: Record<string, unknown>): [string, Checked, string][] => {
  const found: [string, Checked, string][] = [];
  const seen = new WeakSet<object>();
  const visit = (value: unknown, language: string | undefined, path: string): void => {
    if (typeof value === 'string') {
      if (language === 'ua' || language === 'ru') found.push([path, language, value]);
      return;
    }
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    for (const [key, inner] of Object.entries(value)) {
      const keyLanguage = ['en', 'ua', 'ru', 'pl'].includes(key) ? key : language;
      visit(inner, keyLanguage, path === '' ? key : `${path}.${key}`);
    }
  };
  const fileLanguage = /(?:^|\/)(ua|ru)\.ts$/.exec(file)?.[1];
  visit(exports, fileLanguage, '');
  return found;
};

describe('the learner is addressed with ви/вы in Ukrainian and Russian', () => {
  it('finds the text sources', () => {
    expect(FILES).toEqual(
      expect.arrayContaining([
        'shared/kit/src/texts/ua.ts',
        'shell/src/i18n/chrome/ru.ts',
        'mfe-learn/src/i18n/ua.ts',
        'api/src/challenges/learn/passwordRestore/rules.ts',
      ]),
    );
  });

  it.each(FILES)('%s has no ти/ты', async (file) => {
    const exports = (await import(`../../${file}`)) as Record<string, unknown>;
    const informal = textsOf(file, exports)
      .filter(([, language, text]) => PATTERNS[language].test(text))
      .map(([path, language, text]) => `${path} (${language}): ${text}`);
    expect(informal).toEqual([]);
  });
});
