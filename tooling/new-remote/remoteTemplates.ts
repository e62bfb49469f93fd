import type { Language } from '../../shared/src/i18n/languages';
import { literal } from '../new-challenge/literals';
import { TRANSLATE_PREFIX } from '../new-challenge/templates';
import { remoteNames, type RemoteOptions } from './remoteOptions';

/** The texts' namespace: the group and "Mode", so it can never be one of the shell's or the kit's. */
export const namespaceOf = (group: string): string => `${group}Mode`;

/** ACCESSIBILITY_MODE_NAMESPACE, accessibilityModeTexts, AccessibilityModeTexts. */
const namesOf = (group: string) => {
  const namespace = namespaceOf(group);
  return {
    constant: `${namespace.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}_NAMESPACE`,
    texts: `${namespace}Texts`,
    textsType: `${namespace.charAt(0).toUpperCase()}${namespace.slice(1)}Texts`,
  };
};

/** Said under every challenge of the mode, written in each language (the trainer may reword it). */
const MODE_DESCRIPTION: Readonly<Record<Language, string>> = {
  en: 'Try the form as a user would, then as a tester would: every test case and bug you discover is added to the lists beside it.',
  ua: 'Спробуйте форму як користувач, а потім як тестувальник: кожен знайдений тест-кейс і баг потрапляє до списків поруч із нею.',
  ru: 'Попробуйте форму как пользователь, а затем как тестировщик: каждый найденный тест-кейс и баг попадает в списки рядом с ней.',
  pl: 'Wypróbuj formularz jak użytkownik, a potem jak tester: każdy odkryty przypadek testowy i błąd trafia na listy obok niego.',
};

export const packageSource = ({ group, name }: RemoteOptions): string =>
  `${JSON.stringify(
    {
      name: `@qa/${remoteNames(group).folder}`,
      version: '1.0.0',
      private: true,
      description: `The ${name} mode, brought to the shell by its registry line (docs/adding-a-remote.md)`,
      scripts: {
        build: 'webpack --mode production',
        dev: 'webpack serve --mode development',
        typecheck: 'tsc -p tsconfig.json',
      },
      dependencies: {
        '@qa/shared': 'workspace:*',
        '@qa/kit': 'workspace:*',
        react: '^19.2.0',
        'react-dom': '^19.2.0',
        'react-redux': '^9.2.0',
        '@reduxjs/toolkit': '^2.9.0',
        'styled-components': '^6.1.0',
        i18next: '^27.1.0',
        'react-i18next': '^18.0.0',
      },
      devDependencies: { '@types/react': '^19.2.0', '@types/react-dom': '^19.2.0' },
    },
    null,
    2,
  )}\n`;

export const tsconfigSource = (): string => `{
  "extends": "../tsconfig.base.json",
  "compilerOptions": { "types": ["jest", "node"] },
  "include": ["src", "../tooling/jest.setup.web.ts"]
}
`;

export const jestConfigSource = ({ group }: RemoteOptions): string =>
  `module.exports = require('../tooling/jest.web.cjs')(__dirname, '${remoteNames(group).folder}');\n`;

export const webpackConfigSource = ({ group }: RemoteOptions): string => {
  const { remote } = remoteNames(group);
  return `const createAppConfig = require('../tooling/webpack/createAppConfig.cjs');

// './Mode' tells a shell built without this mode what it is: the shell reads it when its registry names this remote.
module.exports = createAppConfig({
  dir: __dirname,
  name: '${remote}',
  title: '${remote} (standalone)',
  exposes: { './ChallengePage': './src/ChallengePage.tsx', './Mode': './src/mode.ts' },
});
`;
};

export const indexSource = (): string =>
  `// Async boundary: shared singletons are negotiated before any app code runs.\nvoid import('./bootstrap');\n`;

export const bootstrapSource =
  (): string => `// Runs this remote on its own for development (\`pnpm dev\` in this folder).
import { StandaloneHarness } from '@qa/kit/standalone';
import ChallengePage from './ChallengePage';
import mode from './mode';

StandaloneHarness.mount({ mode, renderChallenge: (props) => <ChallengePage {...props} /> });
`;

export const challengePageSource = ({ group, name }: RemoteOptions): string => {
  const { constant } = namesOf(group);
  return `import { createModeRemote } from '@qa/kit';
import { addBroughtGroupNames } from '@qa/kit/group-names';
import { ${constant} } from './i18n/${namesOf(group).texts}';
import mode from './mode';

// The group's and challenges' names, for when the remote runs without a shell that read './Mode'.
addBroughtGroupNames(mode);

/**
 * What the remote exposes as './ChallengePage': the challenges of the ${name} mode, on the shared challenge page.
 * Each is a form its catalogue entry describes (BROUGHT_CHALLENGES); one whose page is more than a form is passed
 * as \`challenges\`.
 */
const ChallengePage = createModeRemote({ namespace: ${constant}, mode });

export default ChallengePage;
`;
};

export const modeSource = ({
  group,
}: RemoteOptions): string => `import type { BroughtGroup } from '@qa/shared';
import { BROUGHT_CHALLENGES } from '@qa/shared/brought-challenges';
import { en } from './i18n/en';
import { pl } from './i18n/pl';
import { ru } from './i18n/ru';
import { ua } from './i18n/ua';

/** This remote's group: the route segment (/app/list/${group}) and the first part of its store names. */
export const GROUP = '${group}';

/**
 * The group this remote brings (docs/adding-a-remote.md), exposed as './Mode': the shell reads it when its registry
 * names this remote, and lists the group with these names. Plain data, with nothing to run.
 */
const brought: BroughtGroup = {
  group: GROUP,
  challenges: BROUGHT_CHALLENGES.filter((challenge) => challenge.group === GROUP),
  names: { en: en.modeNames, ua: ua.modeNames, ru: ru.modeNames, pl: pl.modeNames },
};

export default brought;
`;

/**
 * A language file: the mode's names and description, then the first challenge's texts (`challengeBlock`, as
 * new:challenge writes them). The trainer's words in their language, marked to translate in the others.
 */
export const languageSource = (
  options: RemoteOptions,
  language: Language,
  challengeBlock: string,
): string => {
  const { group, name, challenge } = options;
  const say = (text: string) =>
    literal(language === challenge.language ? text : `${TRANSLATE_PREFIX}${text}`);
  const { textsType } = namesOf(group);
  const head =
    language === 'en'
      ? `/** The ${name} mode's texts in English; the other languages are typed against this shape. */\nexport const en = {`
      : `import type { ${textsType} } from './en';\n\nexport const ${language}: ${textsType} = {`;
  return `${head}
  modeNames: { group: ${say(name)}, challenges: { ${challenge.key}: ${say(challenge.title)} } },
  modeDescription: ${literal(MODE_DESCRIPTION[language])},
${challengeBlock}};
${language === 'en' ? `\nexport type ${textsType} = typeof en;\n` : ''}`;
};

export const textsSource = ({ group, name }: RemoteOptions): string => {
  const { constant, texts } = namesOf(group);
  return `import { addTexts, type Texts } from '@qa/shared';
import { en } from './en';
import { pl } from './pl';
import { ru } from './ru';
import { ua } from './ua';

/** The remote ships its own texts (docs/architecture.md), so it can be deployed alone. */
export const ${constant} = '${namespaceOf(group)}';

/** The ${name} mode's texts in every language. */
export const ${texts} = { en, ua, ru, pl } satisfies Texts;

// On module evaluation: the page's components find their texts before the first render.
addTexts(${constant}, ${texts});
`;
};

export const textsTestSource = ({ group, name }: RemoteOptions): string => {
  const { constant, texts } = namesOf(group);
  return `import { i18n } from '@qa/shared';
import { ${constant} } from './${texts}';

// Every key in every language: tooling/texts/completeness.test.ts, for every namespace.
describe('${name} texts', () => {
  it('is registered under its namespace on import', () => {
    expect(i18n.exists(\`\${${constant}}:modeDescription\`, { lng: 'pl' })).toBe(true);
  });
});
`;
};

export const textsTestPath = ({ group }: RemoteOptions): string =>
  `${remoteNames(group).folder}/src/i18n/${namesOf(group).texts}.test.ts`;

export const textsPath = ({ group }: RemoteOptions): string =>
  `${remoteNames(group).folder}/src/i18n/${namesOf(group).texts}.ts`;

export const challengePageTestSource = ({
  group,
  name,
  challenge,
}: RemoteOptions): string => `import { i18n } from '@qa/shared';
import { mockHttp, renderWithStore } from '@qa/kit/test';
import { act, screen } from '@testing-library/react';
import ChallengePage from './ChallengePage';
import { ${challenge.language} } from './i18n/${challenge.language}';

describe('${name} ChallengePage', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('${challenge.language}');
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows its first challenge with the form of its fields', async () => {
    mockHttp({ get: () => ({ cases: [], casesTotal: ${challenge.cases}, bugsTotal: ${challenge.bugs} }) });
    renderWithStore(<ChallengePage group="${group}" challengeKey="${challenge.key}" />);
    await act(async () => undefined);
    const texts = ${challenge.language}.${challenge.key};
    // Titled with its name in the mode's names, as the list shows it.
    const title = ${challenge.language}.modeNames.challenges.${challenge.key};
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    for (const { label } of Object.values(texts.fields)) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
  });

  it('has no page for a key it does not have, and links to the one it has', async () => {
    renderWithStore(<ChallengePage group="${group}" challengeKey="nothing" />);
    // The not-found page is a chunk of its own: found, it has loaded within the test.
    const link = await screen.findByRole('link', { name: ${challenge.language}.modeNames.challenges.${challenge.key} });
    expect(link).toHaveAttribute('href', '/app/challenge/${group}/${challenge.key}');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
`;
