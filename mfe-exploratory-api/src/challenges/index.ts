import type { ModeChallengeDefinition } from '@qa/kit';
import { triangle } from './triangle';

/** The exploratory and apiTesting challenges this remote has so far; the others show the coming-soon overview. */
export const EXPLORATORY_API_CHALLENGES: readonly ModeChallengeDefinition[] = [triangle];
