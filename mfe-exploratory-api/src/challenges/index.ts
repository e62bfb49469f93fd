import type { ModeChallengeDefinition } from '@qa/kit';
import { plusser, userCrud } from './apiRequests';

/**
 * The challenges of this remote whose page is more than their catalogue form: the apiTesting ones, with a
 * request to try. The exploratory forms come from the catalogue.
 */
export const EXPLORATORY_API_CHALLENGES: readonly ModeChallengeDefinition[] = [plusser, userCrud];
