import { CHALLENGES, type ChallengeEntry } from '@qa/shared/catalogue';
import { adder } from './definitions/learn/adder';
import type { ChallengeDefinition } from './engine/definition';

/** The definition of each catalogue path the server can evaluate; a challenge goes live by being added here. */
export const DEFINITIONS: Readonly<Record<string, ChallengeDefinition>> = {
  'api/learn/v1/adder': adder,
};

export interface RegisteredChallenge {
  entry: ChallengeEntry;
  definition: ChallengeDefinition;
}

/** Catalogue entries that have a definition, in catalogue order: the challenges that get routes. */
export const REGISTERED_CHALLENGES: readonly RegisteredChallenge[] = CHALLENGES.flatMap((entry) => {
  const definition = DEFINITIONS[entry.path];
  return definition ? [{ entry, definition }] : [];
});

export const isRegistered = (path: string): boolean => Object.hasOwn(DEFINITIONS, path);
