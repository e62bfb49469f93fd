import type { ChallengeEntry } from './types';

/** A challenge of a mode a remote brings: a form, never a guided (learn) one. */
export const added = (type: string, key: string, path: string, fieldCount: ChallengeEntry['fieldCount']) => ({
  key,
  type,
  path,
  fieldCount,
  learnMode: false,
});

/**
 * The challenges of the modes that remotes bring (AddedMode), for the API, which evaluates them, and for each of
 * those remotes, which lists its own. The shell never imports this file (`@qa/shared/added-challenges`): it learns
 * them from the remotes at run time, so a new mode needs no new shell. `pnpm new:remote` adds a mode's first one.
 */
export const ADDED_CHALLENGES: readonly ChallengeEntry<string>[] = [];
