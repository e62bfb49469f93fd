import { storeName, type ChallengeEntry, type ChallengeRound } from '@qa/shared';

/**
 * Where a challenge's progress lives in the slice: under its store name, or apart for a Game round, so a
 * round's finds never mix with the practice page's (and a new round starts with nothing found).
 */
export const progressName = (challenge: ChallengeEntry<string>, round?: ChallengeRound): string =>
  round ? `${storeName(challenge)}@round:${round.id}` : storeName(challenge);
