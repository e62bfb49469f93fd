import { CHALLENGES, type BroughtGroup, type ChallengeEntry } from '@qa/shared';

/** The catalogue entries of a remote's groups: the built-in ones, then those of the mode it brings. */
export const modeCatalogue = (types: readonly string[], mode?: BroughtGroup): ChallengeEntry<string>[] => [
  ...CHALLENGES.filter((challenge) => types.includes(challenge.group)),
  ...(mode?.challenges ?? []),
];
