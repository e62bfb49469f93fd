import type { ChallengeEntry } from './types';

/** A challenge of a group a remote brings: a form, never a guided (learn) one. */
export const brought = (
  group: string,
  key: string,
  path: string,
  fieldCount: ChallengeEntry['fieldCount'],
) => ({
  key,
  group,
  path,
  fieldCount,
  learnMode: false,
});

/**
 * The challenges of the modes that remotes bring (BroughtGroup), for the API, which evaluates them, and for each of
 * those remotes, which lists its own. The shell never imports this file (`@qa/shared/brought-challenges`): it learns
 * them from the remotes at run time, so a new mode needs no new shell. `pnpm new:remote` adds a mode's first one.
 */
export const BROUGHT_CHALLENGES: readonly ChallengeEntry<string>[] = [];
