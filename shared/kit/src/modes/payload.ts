import {
  EMPTY_TEXT,
  SLOTS,
  type ChallengeEntry,
  type ChallengePayload,
  type Language,
  type Slot,
} from '@qa/shared';
import { nextStep, type ChallengeProgress } from '../progress/progressState';
import type { ModeProfile } from './modeProfile';

/** A generator or gherkin form's inputs: the two option indexes, then the chosen result's index. */
export const RESULT_INPUT = 2;

/**
 * What POST {challenge url} gets for the current inputs (SPEC §7): the challenge's fields, an empty one as the
 * language's 'empty' word and named in `emptyFields`; a generator or gherkin form sends its two option indexes and the chosen result
 * instead; a guided challenge names the step it answers.
 */
export const payloadOf = (
  challenge: ChallengeEntry<string>,
  profile: ModeProfile,
  progress: ChallengeProgress,
  language: Language,
): ChallengePayload => {
  const payload: ChallengePayload = {};
  const emptyFields: Slot[] = [];
  SLOTS.slice(0, challenge.fieldCount).forEach((slot, index) => {
    const value = progress.inputs[index] ?? '';
    if (value !== '' || profile.builder) payload[slot] = value;
    else {
      payload[slot] = EMPTY_TEXT[language];
      emptyFields.push(slot);
    }
  });
  // Always named on a form with fields, so the server reads every other value as typed.
  if (!profile.builder) payload.emptyFields = emptyFields;
  if (profile.builder) payload.expectedResult = Number(progress.inputs[RESULT_INPUT]);
  if (profile.guided) payload.caseNumber = nextStep(progress) + 1;
  return payload;
};
