import type { ModeChallengeDefinition } from '@qa/kit';
import { bookDesk } from './bookDesk';
import { newsletter } from './newsletter';
import { numberPair } from './numberPair';
import { restorePassword } from './restorePassword';
import { triangle } from './triangle';

/** The exploratory and apiTesting challenges this remote has so far; the others show the coming-soon overview. */
export const EXPLORATORY_API_CHALLENGES: readonly ModeChallengeDefinition[] = [
  numberPair('calculator'),
  restorePassword,
  bookDesk,
  numberPair('division'),
  newsletter,
  triangle,
];
