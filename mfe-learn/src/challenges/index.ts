import { adder } from './adder';
import type { LearnChallengeDefinition } from './definition';
import { divider } from './divider';
import { passwordRestore } from './passwordRestore';
import { updateNickname } from './updateNickname';

/** Every learn challenge of the catalogue (SPEC §2), in list order. */
export const LEARN_CHALLENGES: readonly LearnChallengeDefinition[] = [
  adder,
  divider,
  passwordRestore,
  updateNickname,
];

export const findLearnChallenge = (key: string): LearnChallengeDefinition | undefined =>
  LEARN_CHALLENGES.find((definition) => definition.key === key);
