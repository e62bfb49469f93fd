import { adder } from './adder';
import type { ModeChallengeDefinition } from '@qa/kit';
import { divider } from './divider';
import { passwordRestore } from './passwordRestore';
import { updateNickname } from './updateNickname';

/** Every learn challenge of the catalogue (SPEC §2), in list order. */
export const LEARN_CHALLENGES: readonly ModeChallengeDefinition[] = [
  adder,
  divider,
  passwordRestore,
  updateNickname,
];
