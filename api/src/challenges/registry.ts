import { BROUGHT_CHALLENGES } from '@qa/shared/brought-challenges';
import { CHALLENGES, storeName, type ChallengeEntry } from '@qa/shared/catalogue';
import type { ChallengeDefinition } from './engine/definition';

/**
 * The folder of definitions/ that holds a challenge's definition: the one its path names (`api/<folder>/v1/...`),
 * so api-testing for apiTesting, and learn for the generator, gherkin and apiTesting intros served under
 * api/learn/.
 */
export const definitionFolder = ({ path }: Pick<ChallengeEntry<string>, 'path'>): string =>
  path.split('/')[1] ?? '';

/** Where a challenge's definition is, relative to this file: definitions/<folder>/<key>.ts, exporting `<key>`. */
export const definitionFile = (entry: Pick<ChallengeEntry<string>, 'path' | 'key'>): string =>
  `./definitions/${definitionFolder(entry)}/${entry.key}.ts`;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

const isDefinition = (value: unknown): value is ChallengeDefinition =>
  isRecord(value) && typeof value.evaluator === 'string';

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

/** The definition of a catalogue entry, found by its file name; undefined while it has none. */
export function findDefinition(entry: ChallengeEntry<string>): ChallengeDefinition | undefined {
  const file = definitionFile(entry);
  let module: unknown;
  try {
    // A template literal, so esbuild bundles every file under definitions/ and resolves this at run time; a
    // static import would need a line here for each challenge, an import() would make the registry async.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
    module = require(`./definitions/${definitionFolder(entry)}/${entry.key}.ts`);
  } catch (error) {
    if (isMissing(error, file)) return undefined;
    throw error;
  }
  const definition = isRecord(module) ? module[entry.key] : undefined;
  if (!isDefinition(definition)) {
    throw new Error(`${file} exports no definition named ${entry.key} (an object with an evaluator)`);
  }
  return definition;
}

export interface RegisteredChallenge {
  /** Of a built-in group, or of a group a remote brings (BROUGHT_CHALLENGES). */
  entry: ChallengeEntry<string>;
  definition: ChallengeDefinition;
}

/**
 * Catalogue entries that have a definition, in catalogue order and then those of the modes remotes bring: the
 * challenges that get routes. A challenge goes live when its definition file is there; no list to edit.
 */
export const REGISTERED_CHALLENGES: readonly RegisteredChallenge[] = [
  ...CHALLENGES,
  ...BROUGHT_CHALLENGES,
].flatMap((entry) => {
  const definition = findDefinition(entry);
  return definition ? [{ entry, definition }] : [];
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
