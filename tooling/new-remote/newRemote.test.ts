import { AnchorError, broughtChallenges } from '../new-challenge/edits';
import type { Repository } from '../new-challenge/newChallenge';
import { FILL_MARKER } from '../new-challenge/templates';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nextRemoteSteps, planRemote } from './newRemote';
import { addBroughtChallenge, addJestProject, importTextfield } from './remoteEdits';
import { remoteNames, validateRemoteOptions, type RawRemoteOptions, type Taken } from './remoteOptions';

/** Small copies of the files new:remote edits, in the shape the real ones have. */
const FILES: Record<string, string> = {
  'tooling/webpack/ports.json': `{
  "shell": 3000,
  "mfe_functional": 3005,
  "mfe_account": 3006
}
`,
  'jest.config.cjs': `module.exports = {
  projects: [
    '<rootDir>/api/jest.config.cjs',
    '<rootDir>/mfe-functional/jest.config.cjs',
    '<rootDir>/client-api/jest.config.cjs',
  ],
};
`,
  'shared/src/catalogue/broughtChallenges.ts': `import type { FormFields } from './formFields';
import type { ChallengeEntry } from './types';

export const BROUGHT_CHALLENGES: readonly ChallengeEntry<string>[] = [];
`,
};

const repository: Repository = {
  read: (path) => {
    const text = FILES[path];
    if (text === undefined) throw new Error(`no ${path}`);
    return text;
  },
  exists: (path) => path in FILES,
};

const TAKEN: Taken = {
  keys: ['triangle'],
  groups: [],
  folders: ['mfe-functional', 'mfe-account'],
  ports: [8080, 9099, 3000, 3005, 3006],
  appPorts: [3000, 3005, 3006],
};

const RAW: RawRemoteOptions = {
  group: 'mobileApps',
  name: 'Mobile apps',
  key: 'altText',
  fields: 'Image, Alt text',
  language: 'pl',
  title: 'Tekst alternatywny',
  description: 'Opisz obraz.',
};

const optionsOf = (raw: RawRemoteOptions = RAW, taken: Taken = TAKEN) => {
  const validated = validateRemoteOptions(raw, taken);
  if ('problems' in validated) throw new Error(validated.problems.join('\n'));
  return validated.options;
};

describe('validateRemoteOptions', () => {
  it('takes the next free port after the remotes’ and an exploratory first challenge', () => {
    const options = optionsOf();
    expect(options.port).toBe(3007);
    expect(options.challenge).toMatchObject({
      group: 'exploratory',
      key: 'altText',
      fields: ['Image', 'Alt text'],
    });
    expect(remoteNames(options.group)).toEqual({ folder: 'mfe-mobile-apps', remote: 'mfe_mobile_apps' });
  });

  it.each([
    [
      { group: 'scripted' },
      '"scripted" is a built-in group: use pnpm new:challenge to add a challenge to it.',
    ],
    [{ group: 'mobile-apps' }, 'The group "mobile-apps" is not lowerCamelCase letters (like accessibility).'],
    [
      { group: 'functional' },
      '"functional" is a built-in group: use pnpm new:challenge to add a challenge to it.',
    ],
    [{ port: '8080' }, 'Port 8080 is taken by another process of the product.'],
    [{ port: '80' }, '--port must be 1024 to 65535, not "80".'],
    // A second copy moves every port by whole hundreds: an app beyond the shell's hundred would meet the next copy.
    [{ port: '3100' }, '--port must be from 3000 to 3099, the apps\' hundred, not "3100".'],
    [{ name: ' ' }, '--name is missing: the group’s name, as the list shows it.'],
    [{ key: 'triangle' }, 'The key "triangle" exists already in the catalogue.'],
  ])('refuses %j', (change, problem) => {
    expect(validateRemoteOptions({ ...RAW, ...change }, TAKEN)).toEqual({ problems: [problem] });
  });

  it('refuses a group another remote brings, or whose folder exists', () => {
    expect(validateRemoteOptions(RAW, { ...TAKEN, groups: ['mobileApps'] })).toEqual({
      problems: ['A remote brings the group "mobileApps" already.'],
    });
    expect(validateRemoteOptions(RAW, { ...TAKEN, folders: ['mfe-mobile-apps'] })).toEqual({
      problems: ['The folder mfe-mobile-apps exists already.'],
    });
  });
});

describe('planRemote', () => {
  const plan = planRemote(optionsOf(), repository);
  const written = (path: string) => plan.created.find((file) => file.path === path)?.content ?? '';
  const changed = (path: string) => plan.changed.find((file) => file.path === path)?.content ?? '';

  it('writes the remote with both exposes, its mode, texts in four languages and the first challenge', () => {
    expect(plan.created.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        'mfe-mobile-apps/package.json',
        'mfe-mobile-apps/webpack.config.cjs',
        'mfe-mobile-apps/src/mode.ts',
        'mfe-mobile-apps/src/ChallengePage.tsx',
        ...['en', 'ua', 'ru', 'pl'].map((language) => `mfe-mobile-apps/src/i18n/${language}.ts`),
        'mfe-mobile-apps/src/i18n/mobileAppsModeTexts.test.ts',
        'api/src/challenges/mobile-apps/altText/rules.ts',
      ]),
    );
    // The API finds the challenge's folder by its path and key; the suites over every challenge check its rules.
    expect(plan.created.filter(({ path }) => path.startsWith('api/'))).toHaveLength(4);
    expect(plan.changed.filter(({ path }) => path.startsWith('api/'))).toEqual([]);
    expect(written('mfe-mobile-apps/webpack.config.cjs')).toContain(
      "exposes: { './ChallengePage': './src/ChallengePage.tsx', './Mode': './src/mode.ts' }",
    );
    expect(written('mfe-mobile-apps/webpack.config.cjs')).toContain("name: 'mfe_mobile_apps'");
    expect(written('mfe-mobile-apps/src/mode.ts')).toContain("export const GROUP = 'mobileApps';");
  });

  it('writes no code for the challenge: the page renders the form of its catalogue entry', () => {
    expect(plan.created.filter(({ path }) => path.includes('/challenges/')).map(({ path }) => path)).toEqual([
      'api/src/challenges/mobile-apps/altText/rules.ts',
      'api/src/challenges/mobile-apps/altText/design.ts',
      'api/src/challenges/mobile-apps/altText/reports.ts',
      'api/src/challenges/mobile-apps/altText/interview.ts',
    ]);
    expect(plan.created).toHaveLength(19);
    const page = written('mfe-mobile-apps/src/ChallengePage.tsx');
    expect(page).toContain('createModeRemote({ namespace: MOBILE_APPS_MODE_NAMESPACE, mode })');
    expect(page).not.toContain("from './challenges'");
  });

  it('words the texts in the trainer’s language and marks the others to translate', () => {
    expect(written('mfe-mobile-apps/src/i18n/pl.ts')).toContain("group: 'Mobile apps'");
    expect(written('mfe-mobile-apps/src/i18n/pl.ts')).toContain(
      "challenges: { altText: 'Tekst alternatywny' }",
    );
    expect(written('mfe-mobile-apps/src/i18n/en.ts')).toContain(
      "challenges: { altText: '[translate] Tekst alternatywny' }",
    );
    // The page is titled with that name: a title of its own would be a second copy to translate.
    expect(plan.created.filter(({ content }) => content.includes('pageTitle:'))).toEqual([]);
    expect(written('mfe-mobile-apps/src/ChallengePage.test.tsx')).toContain(
      'const title = pl.modeNames.challenges.altText;',
    );
    expect(written('mfe-mobile-apps/src/i18n/ua.ts')).toContain("group: '[translate] Mobile apps'");
  });

  it('leaves the rules to write, evaluated as an exploratory challenge', () => {
    // In the folder its path names (api/mobile-apps/v1/alt-text), where the API looks for it.
    expect(plan.rules).toBe('api/src/challenges/mobile-apps/altText/rules.ts');
    const definition = written(plan.rules);
    expect(definition).toContain("evaluator: 'exploratory'");
    expect(definition).toContain(FILL_MARKER);
  });

  it('adds the port, the tests and the catalogue entry, and says the registry line', () => {
    expect(changed('tooling/webpack/ports.json')).toContain(
      '  "mfe_account": 3006,\n  "mfe_mobile_apps": 3007\n}\n',
    );
    expect(changed('jest.config.cjs')).toContain(
      "'<rootDir>/mfe-functional/jest.config.cjs',\n    '<rootDir>/mfe-mobile-apps/jest.config.cjs',",
    );
    expect(changed('shared/src/catalogue/broughtChallenges.ts')).toBe(
      "import { textfield, type FormFields } from './formFields';\n" +
        "import type { ChallengeEntry } from './types';\n\n" +
        'export const BROUGHT_CHALLENGES: readonly ChallengeEntry<string>[] = [\n' +
        "  brought('mobileApps', 'altText', 'api/mobile-apps/v1/alt-text', textfield('image'), textfield('altText')),\n" +
        '];\n',
    );
    expect(plan.registryLine).toBe('"mfe_mobile_apps": "http://localhost:3007/mf-manifest.json"');
  });

  it('never overwrites a file that exists', () => {
    const existing: Repository = { ...repository, exists: (path) => path === 'mfe-mobile-apps/package.json' };
    expect(() => planRemote(optionsOf(), existing)).toThrow(
      'Already there, not overwritten: mfe-mobile-apps/package.json',
    );
  });
});

describe('the edits', () => {
  it('add a second mode’s challenge after the first', () => {
    const one = addBroughtChallenge(
      FILES['shared/src/catalogue/broughtChallenges.ts'] ?? '',
      "  brought('a', 'b', 'c', 1),",
      'f',
    );
    expect(addBroughtChallenge(one, "  brought('d', 'e', 'f', 2),", 'f')).toContain(
      "  brought('a', 'b', 'c', 1),\n  brought('d', 'e', 'f', 2),\n];",
    );
  });

  it('import the field helper once, next to what the file imports already', () => {
    const empty = FILES['shared/src/catalogue/broughtChallenges.ts'] ?? '';
    const once = importTextfield(empty, 'f');
    expect(once).toContain("import { textfield, type FormFields } from './formFields';\n");
    expect(importTextfield(once, 'f')).toBe(once);
    expect(importTextfield("import { dropdown } from './formFields';\n", 'f')).toBe(
      "import { textfield, dropdown } from './formFields';\n",
    );
    expect(() => importTextfield('export const BROUGHT_CHALLENGES = [];\n', 'f')).toThrow(AnchorError);
  });

  it('find each brought challenge again, however Prettier wrapped its fields', () => {
    const wrapped = `export const BROUGHT_CHALLENGES: readonly ChallengeEntry<string>[] = [
  brought('mobileApps', 'altText', 'api/mobile-apps/v1/alt-text', textfield('image')),
  brought(
    'accessibility',
    'captions',
    'api/accessibility/v1/captions',
    textfield('video'),
    textfield('captions'),
  ),
];
`;
    expect(broughtChallenges(wrapped)).toEqual([
      ['mobileApps', 'altText'],
      ['accessibility', 'captions'],
    ]);
  });

  it('throw before writing when a file changed shape', () => {
    expect(() =>
      addBroughtChallenge('export const CHALLENGES = [];\n', "  brought('a', 'b', 'c', 1),", 'f'),
    ).toThrow(AnchorError);
    expect(() => addJestProject('module.exports = { projects: [] };\n', 'mfe-x', 'jest.config.cjs')).toThrow(
      'jest.config.cjs: cannot find a remote project line',
    );
  });
});

describe('docs/adding-a-remote.md', () => {
  it('quotes the next steps the command prints for its example', () => {
    const raw: RawRemoteOptions = {
      group: 'accessibility',
      name: 'Accessibility',
      key: 'altText',
      fields: 'Image,Alt text',
      cases: '2',
      bugs: '1',
      language: 'en',
      title: 'Alt text',
      description: 'Describe an image for a screen reader.',
    };
    const options = optionsOf(raw, { ...TAKEN, appPorts: [3000, 3001, 3006] });
    const printed = ['Next steps:', ...nextRemoteSteps(options, planRemote(options, repository))].join('\n');
    expect(readFileSync(join(__dirname, '..', '..', 'docs', 'adding-a-remote.md'), 'utf8')).toContain(
      printed,
    );
  });
});
