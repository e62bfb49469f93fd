import { adder } from './adder';
import type { LearnChallengeDefinition } from './definition';

/** The learn challenges this remote has built; the others show a coming-soon notice. */
export const LEARN_CHALLENGES: readonly LearnChallengeDefinition[] = [adder];

export const findLearnChallenge = (key: string): LearnChallengeDefinition | undefined =>
  LEARN_CHALLENGES.find((definition) => definition.key === key);
