import { LANGUAGES } from '../../shared/src/i18n/languages';
import {
  broughtChallenges,
  addCatalogueEntry,
  addCatalogueName,
  addRemoteTexts,
  catalogueKeys,
  lastKeyOfGroup,
} from './edits';
import {
  BROUGHT_CHALLENGES_PATH,
  CATALOGUE_PATH,
  DEFINITION_TESTS,
  fieldNames,
  jestCommand,
  pathsOf,
  ROUTE_TESTS,
  TEXTS_COMPLETENESS_TEST,
} from './names';
import type { PartName } from '../../api/src/challenges/parts';
import type { ChallengeOptions } from './options';
import { catalogueNameLine, laterPartSource, remoteTextsBlock, rulesSource } from './templates';

/** The repository as the plan sees it, so the plan itself stays pure and testable on strings. */
export interface Repository {
  read(path: string): string;
  exists(path: string): boolean;
}

/**
 * The keys a new challenge must not take: the catalogue's, and those of the modes remotes bring, which the
 * catalogue texts name by key alone too.
 */
export const takenKeys = (repository: Repository): string[] => [
  ...catalogueKeys(repository.read(CATALOGUE_PATH)),
  ...broughtChallenges(repository.read(BROUGHT_CHALLENGES_PATH)).map(([, key]) => key),
];

export interface FileWrite {
  /** Relative to the repository root. */
  path: string;
  content: string;
}

export interface ChallengePlan {
  created: FileWrite[];
  changed: FileWrite[];
  /** The tests that must fail until the trainer finishes the challenge. */
  tests: string[];
}

/**
 * A challenge's folder: its rules, and its other parts as files that say "not yet", for the trainer to write when
 * the challenge is to have a test design, reports of its bugs graded, or an interview.
 */
export const challengeFiles = (
  parts: Readonly<Record<PartName, string>>,
  options: Pick<ChallengeOptions, 'key' | 'title'>,
  rules: string,
): FileWrite[] => [
  { path: parts.rules, content: rules },
  ...(['design', 'reports', 'interview'] as const).map((part) => ({
    path: parts[part],
    content: laterPartSource(part, options),
  })),
];

/**
 * Every file a new scripted or exploratory challenge needs, with its full new content: the server's folder of it
 * (which the API finds by its name, and the suites over every challenge check), the catalogue's entry (which the
 * remote renders as the form) and the texts. Nothing is written here: any missing anchor throws before a single
 * file changes.
 */
export function planChallenge(options: ChallengeOptions, repository: Repository): ChallengePlan {
  const paths = pathsOf(options);
  const names = fieldNames(options.fields);
  const catalogue = repository.read(paths.catalogue);
  const lastKey = lastKeyOfGroup(catalogue, options.group, paths.catalogue);

  const created: FileWrite[] = challengeFiles(paths.parts, options, rulesSource(options));
  const existing = created.filter(({ path }) => repository.exists(path)).map(({ path }) => path);
  if (existing.length > 0) throw new Error(`Already there, not overwritten: ${existing.join(', ')}`);

  const edit = (path: string, change: (source: string) => string): FileWrite => ({
    path,
    content: change(repository.read(path)),
  });
  const changed: FileWrite[] = [
    {
      path: paths.catalogue,
      content: addCatalogueEntry(catalogue, options, names, paths.apiPath, paths.catalogue),
    },
    ...LANGUAGES.map((language) =>
      edit(paths.catalogueTexts(language), (source) =>
        addCatalogueName(
          source,
          lastKey,
          catalogueNameLine(options, language),
          paths.catalogueTexts(language),
        ),
      ),
    ),
    ...LANGUAGES.map((language) =>
      edit(paths.remoteTexts(language), (source) =>
        addRemoteTexts(
          source,
          lastKey,
          remoteTextsBlock(options, names, language),
          paths.remoteTexts(language),
        ),
      ),
    ),
  ];
  return {
    created,
    changed,
    tests: [...DEFINITION_TESTS, ...ROUTE_TESTS, TEXTS_COMPLETENESS_TEST],
  };
}

/** What the trainer does next, printed after the files are written. */
export function nextSteps(options: ChallengeOptions, plan: ChallengePlan): string[] {
  const paths = pathsOf(options);
  const others = LANGUAGES.filter((language) => language !== options.language).join(', ');
  return [
    `1. Write the rules in ${paths.parts.rules}: the app, its partitions, each case and bug with its example`,
    '   (replace every [fill in]; docs/adding-a-challenge.md explains the format). Its test design, bug-report',
    `   specs and interview family (${['design', 'reports', 'interview'].map((part) => `${part}.ts`).join(', ')} beside it) can wait: they say "not yet".`,
    `2. Translate the texts marked [translate] into ${others}: in ${paths.remoteTexts('<language>')} and`,
    `   ${paths.catalogueTexts('<language>')}.`,
    `3. Run pnpm check:challenge ${options.key}, then the tests that fail until it is finished:`,
    ...jestCommand(plan.tests, '     '),
    `4. See it in the browser: pnpm start, then http://localhost:3000/app/list/${options.group}`,
  ];
}

/** What the command prints once the files are written; docs/adding-a-challenge.md quotes it. */
export const writtenReport = (options: ChallengeOptions, plan: ChallengePlan): string =>
  [
    'Written:',
    ...plan.created.map(({ path }) => `  + ${path}`),
    'Changed:',
    ...plan.changed.map(({ path }) => `  ~ ${path}`),
    '',
    'Next steps:',
    ...nextSteps(options, plan),
  ].join('\n');
