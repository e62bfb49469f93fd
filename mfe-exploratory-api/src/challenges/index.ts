import type { ModeChallengeDefinition } from '@qa/kit';
import { plusser, userCrud } from './apiRequests';
import { bookDesk } from './bookDesk';
import { newsletter } from './newsletter';
import { numberPair } from './numberPair';
import { restorePassword } from './restorePassword';
import { triangle } from './triangle';

/** The exploratory and apiTesting challenges of this remote, in catalogue order. */
export const EXPLORATORY_API_CHALLENGES: readonly ModeChallengeDefinition[] = [
  plusser,
  userCrud,
  numberPair('calculator'),
  restorePassword,
  bookDesk,
  numberPair('division'),
  newsletter,
  triangle,
];
