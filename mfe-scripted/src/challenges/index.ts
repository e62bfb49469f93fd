import { createProfile } from './createProfile';
import { currencyConverter } from './currencyConverter';
import type { ModeChallengeDefinition } from '@qa/kit';
import { divide } from './divide';
import { multiplier } from './multiplier';
import { passwordValidation } from './passwordValidation';

/** Every scripted challenge of the catalogue (SPEC §2), in list order. */
export const SCRIPTED_CHALLENGES: readonly ModeChallengeDefinition[] = [
  multiplier,
  divide,
  passwordValidation,
  createProfile,
  currencyConverter,
];
