import { BROUGHT_CHALLENGES } from '@qa/shared/brought-challenges';
import { CHALLENGES, storeName, type ChallengeEntry } from '@qa/shared/catalogue';
import type { ReportedChallenge } from '../bug-reports/bug-report';
import type { InterviewSpec } from '../interview/families';
import type { TestDesign } from '../test-design/test-design';
import type { ChallengeDefinition } from './engine/definition';
import { challengeFolder, type PartName } from './parts';

/** Where a challenge's part is, relative to this file. */
export const partFile = (entry: Pick<ChallengeEntry<string>, 'path' | 'key'>, part: PartName): string =>
  `./${challengeFolder(entry)}/${part}.ts`;

/*
 * One template literal per part, so that esbuild bundles every challenge's file of that name and resolves the
 * folder at run time; a static import would need a line here per challenge and part, an import() would make the
 * registry async.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- see above */
const LOAD: Readonly<Record<PartName, (folder: string) => unknown>> = {
  rules: (folder) => require(`./${folder}/rules.ts`),
  design: (folder) => require(`./${folder}/design.ts`),
  reports: (folder) => require(`./${folder}/reports.ts`),
  interview: (folder) => require(`./${folder}/interview.ts`),
};
/* eslint-enable @typescript-eslint/no-require-imports */

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

/** What each part must be at least, so that a file of the wrong shape fails at start-up and names itself. */
const SHAPES: Readonly<
  Record<PartName, { is: (value: Readonly<Record<string, unknown>>) => boolean; what: string }>
> = {
  rules: { is: (value) => typeof value.evaluator === 'string', what: 'an object with an evaluator' },
  design: {
    is: (value) => isRecord(value.reference) && isRecord(value.faults),
    what: 'an object with a reference build and faults',
  },
  reports: {
    is: (value) => typeof value.replay === 'function' && Array.isArray(value.bugs),
    what: 'an object with a replay and a spec per bug',
  },
  interview: {
    is: (value) => isRecord(value.requirements) && isRecord(value.specs),
    what: 'an object with requirements and a report spec per fault',
  },
};

/**
 * The file is not there: Node and Jest name it in a MODULE_NOT_FOUND error, the bundle (api/scripts/build.mjs) in
 * esbuild's own message. A file that is there but fails to load, or imports a missing one, is another error.
 */
const isMissing = (error: unknown, file: string): boolean => {
  // Not `instanceof Error`: Jest's resolver throws from outside the test's realm.
  if (!isRecord(error) || typeof error.message !== 'string') return false;
  const [first = ''] = error.message.split('\n');
  const node = error.code === 'MODULE_NOT_FOUND' && first.includes(`'${file}'`);
  return node || first === `Module not found in bundle: ${file}`;
};

/** A part's file: there and written, there but exporting undefined (not written yet), or not there. */
export type PartState = 'written' | 'not yet' | 'none';

/** A part of a catalogue entry's folder, found by its file name, checked to be of the part's shape. */
function readPart(entry: ChallengeEntry<string>, part: PartName): { state: PartState; value?: unknown } {
  const file = partFile(entry, part);
  let module: unknown;
  try {
    module = LOAD[part](challengeFolder(entry));
  } catch (error) {
    if (isMissing(error, file)) return { state: 'none' };
    throw error;
  }
  const value = isRecord(module) ? module[part] : undefined;
  if (value === undefined && isRecord(module) && part in module) return { state: 'not yet' };
  if (!isRecord(value) || !SHAPES[part].is(value)) {
    throw new Error(`${file} exports no ${part} (${SHAPES[part].what})`);
  }
  return { state: 'written', value };
}

/** A part of a catalogue entry; undefined while it is not written. */
export const findPart = (entry: ChallengeEntry<string>, part: PartName): unknown =>
  readPart(entry, part).value;

/** The rules of a catalogue entry; undefined while it has none. */
export const findDefinition = (entry: ChallengeEntry<string>): ChallengeDefinition | undefined =>
  findPart(entry, 'rules') as ChallengeDefinition | undefined;

export interface RegisteredChallenge {
  /** Of a built-in group, or of a group a remote brings (BROUGHT_CHALLENGES). */
  entry: ChallengeEntry<string>;
  /** Its rules. */
  definition: ChallengeDefinition;
  design?: TestDesign;
  reports?: ReportedChallenge;
  interview?: InterviewSpec;
  /** What each part's file holds. */
  parts: Readonly<Record<PartName, PartState>>;
}

/**
 * Catalogue entries whose folder has rules, in catalogue order and then those of the modes remotes bring: the
 * challenges that get routes. A challenge goes live when its rules are there, and a part when its file is; no
 * list to edit. Each part's shape was checked as its file was read.
 */
export const REGISTERED_CHALLENGES: readonly RegisteredChallenge[] = [
  ...CHALLENGES,
  ...BROUGHT_CHALLENGES,
].flatMap((entry) => {
  const definition = findDefinition(entry);
  if (!definition) return [];
  const design = readPart(entry, 'design');
  const reports = readPart(entry, 'reports');
  const interview = readPart(entry, 'interview');
  return [
    {
      entry,
      definition,
      ...(design.value !== undefined && { design: design.value as TestDesign }),
      ...(reports.value !== undefined && { reports: reports.value as ReportedChallenge }),
      ...(interview.value !== undefined && { interview: interview.value as InterviewSpec }),
      parts: { rules: 'written', design: design.state, reports: reports.state, interview: interview.state },
    },
  ];
});

/** The definition of each catalogue path the server can evaluate. */
export const DEFINITIONS: Readonly<Record<string, ChallengeDefinition>> = Object.fromEntries(
  REGISTERED_CHALLENGES.map(({ entry, definition }) => [entry.path, definition]),
);

export const isRegistered = (path: string): boolean => Object.hasOwn(DEFINITIONS, path);

/** The registered challenges by the browser's name for their progress (`{type}_{key}`). */
export const REGISTERED_BY_STORE_NAME: ReadonlyMap<string, RegisteredChallenge> = new Map(
  REGISTERED_CHALLENGES.map((challenge) => [storeName(challenge.entry), challenge]),
);
