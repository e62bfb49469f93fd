import { LANGUAGES } from '../../shared/src/i18n/languages';
import {
  BROUGHT_CHALLENGES_PATH,
  DEFINITION_TESTS,
  partPaths,
  fieldNames,
  jestCommand,
  kebabCase,
  TEXTS_COMPLETENESS_TEST,
} from '../new-challenge/names';
import { challengeFiles, type FileWrite, type Repository } from '../new-challenge/newChallenge';
import { literal } from '../new-challenge/literals';
import { remoteTextsBlock, rulesSource } from '../new-challenge/templates';
import { addBroughtChallenge, addJestProject, addPort, importTextfield } from './remoteEdits';
import { remoteNames, type RemoteOptions } from './remoteOptions';
import {
  bootstrapSource,
  challengePageSource,
  challengePageTestSource,
  indexSource,
  jestConfigSource,
  languageSource,
  modeSource,
  packageSource,
  textsPath,
  textsSource,
  textsTestPath,
  textsTestSource,
  tsconfigSource,
  webpackConfigSource,
} from './remoteTemplates';

/** The API's and the identity emulator's local ports, which a remote's must not take. */
export const SERVICE_PORTS_PATH = 'shared/src/environment/localPorts.json';
export const PORTS_PATH = 'tooling/webpack/ports.json';
const JEST_CONFIG_PATH = 'jest.config.cjs';

export interface RemotePlan {
  created: FileWrite[];
  changed: FileWrite[];
  /** The tests that fail until the trainer has written the rules and the translations. */
  tests: string[];
  /** What a deployed shell's /app/remotes.json needs; the local one is built from the ports table. */
  registryLine: string;
  apiPath: string;
  /** The rules the trainer writes; the API finds them by their name. */
  rules: string;
}

/** Every file a new mode remote and its first challenge need. Nothing is written here. */
export function planRemote(options: RemoteOptions, repository: Repository): RemotePlan {
  const { group, port, challenge } = options;
  const { folder, remote } = remoteNames(group);
  const { key } = challenge;
  const apiPath = `api/${kebabCase(group)}/v1/${kebabCase(key)}`;
  const parts = partPaths(apiPath, key);
  const names = fieldNames(challenge.fields);
  const source = `${folder}/src`;

  const created: FileWrite[] = [
    { path: `${folder}/package.json`, content: packageSource(options) },
    { path: `${folder}/tsconfig.json`, content: tsconfigSource() },
    { path: `${folder}/jest.config.cjs`, content: jestConfigSource(options) },
    { path: `${folder}/webpack.config.cjs`, content: webpackConfigSource(options) },
    { path: `${source}/index.ts`, content: indexSource() },
    { path: `${source}/bootstrap.tsx`, content: bootstrapSource() },
    { path: `${source}/ChallengePage.tsx`, content: challengePageSource(options) },
    { path: `${source}/ChallengePage.test.tsx`, content: challengePageTestSource(options) },
    { path: `${source}/mode.ts`, content: modeSource(options) },
    ...LANGUAGES.map((language) => ({
      path: `${source}/i18n/${language}.ts`,
      // Untitled: the page's title is the challenge's name under modeNames, which the catalogue texts get.
      content: languageSource(options, language, remoteTextsBlock(challenge, names, language)),
    })),
    { path: textsPath(options), content: textsSource(options) },
    { path: textsTestPath(options), content: textsTestSource(options) },
    ...challengeFiles(parts, challenge, rulesSource(challenge, group)),
  ];
  const existing = created.filter(({ path }) => repository.exists(path)).map(({ path }) => path);
  if (existing.length > 0) throw new Error(`Already there, not overwritten: ${existing.join(', ')}`);

  const edit = (path: string, change: (text: string) => string): FileWrite => ({
    path,
    content: change(repository.read(path)),
  });
  // The form the remote renders from the entry, as a built-in form challenge's: no code of its own.
  const fields = names.map((name) => `textfield(${literal(name)})`);
  const entry = `  brought(${[...[group, key, apiPath].map(literal), ...fields].join(', ')}),`;
  const changed: FileWrite[] = [
    edit(PORTS_PATH, (text) => addPort(text, remote, port)),
    edit(JEST_CONFIG_PATH, (text) => addJestProject(text, folder, JEST_CONFIG_PATH)),
    edit(BROUGHT_CHALLENGES_PATH, (text) =>
      addBroughtChallenge(importTextfield(text, BROUGHT_CHALLENGES_PATH), entry, BROUGHT_CHALLENGES_PATH),
    ),
  ];
  return {
    created,
    changed,
    tests: [...DEFINITION_TESTS, TEXTS_COMPLETENESS_TEST],
    registryLine: `"${remote}": "http://localhost:${port}/mf-manifest.json"`,
    apiPath,
    rules: parts.rules,
  };
}

/** What the trainer does next, printed after the files are written. */
export function nextRemoteSteps(options: RemoteOptions, plan: RemotePlan): string[] {
  const { folder } = remoteNames(options.group);
  const others = LANGUAGES.filter((language) => language !== options.challenge.language).join(', ');
  return [
    `1. Its port is in ${PORTS_PATH}: pnpm build writes it into the shell's registry. A deployed shell needs`,
    `   only this line in its /app/remotes.json (it reads the registry when a page loads):`,
    `     ${plan.registryLine}`,
    `2. Write the rules in ${plan.rules}`,
    '   (replace every [fill in]; docs/adding-a-challenge.md explains the format).',
    `3. Translate the texts marked [translate] into ${others}, in ${folder}/src/i18n/.`,
    `4. Run pnpm check:challenge ${options.challenge.key}, then the tests that fail until it is finished:`,
    ...jestCommand(plan.tests, '     '),
    `5. See it: pnpm start, then http://localhost:3000/app/list/${options.group}`,
  ];
}
