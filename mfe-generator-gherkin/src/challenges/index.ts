import type { ModeChallengeDefinition } from '@qa/kit';
import { builderChallenge } from './builderFields';

/**
 * Every generator and gherkin challenge of the catalogue (SPEC §2), in list order: multiplication and
 * subtraction are the guided introductions, attraction and summation the challenges to discover.
 */
export const GENERATOR_GHERKIN_CHALLENGES: readonly ModeChallengeDefinition[] = [
  builderChallenge('multiplexer'),
  builderChallenge('attractor'),
  builderChallenge('subtraction'),
  builderChallenge('summation'),
];
