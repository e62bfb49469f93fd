import { CHALLENGES, type AddedMode, type ChallengeEntry } from '@qa/shared';

/** The catalogue entries of a remote's groups: the built-in ones, then those of the mode it brings. */
export const modeCatalogue = (types: readonly string[], mode?: AddedMode): ChallengeEntry<string>[] => [
  ...CHALLENGES.filter((challenge) => types.includes(challenge.type)),
  ...(mode?.challenges ?? []),
];
