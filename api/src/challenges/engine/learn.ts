import type { ChallengeResult, Language, Slot } from '@qa/shared/catalogue';
import type { FieldValues, LearnDefinition } from './definition';
import { findBug } from './findings';
import { ENGINE_MESSAGES } from './messages';
import { findingText } from './techniques';

const CORRECT_FLAG = {
  first: 'firstCorrect',
  second: 'secondCorrect',
  third: 'thirdCorrect',
} as const satisfies Record<Slot, keyof ChallengeResult>;

type CorrectFlags = Partial<Record<(typeof CORRECT_FLAG)[Slot], boolean>>;

/**
 * The step is found when every field follows instruction `caseNumber`; otherwise the flags tell the page
 * which fields to mark, and the app's answer is withheld so the tester goes back to the instruction. A bug
 * shows only in an answer the app gives.
 */
export function evaluateLearn(
  definition: LearnDefinition,
  values: FieldValues,
  caseNumber: number | undefined,
  language: Language,
): ChallengeResult {
  const step = caseNumber === undefined ? undefined : definition.cases[caseNumber - 1];
  const flags: CorrectFlags = {};
  for (const slot of definition.fields) {
    flags[CORRECT_FLAG[slot]] = step ? (step.accepts[slot]?.(values[slot]) ?? true) : false;
  }
  if (step && Object.values(flags).every(Boolean)) {
    return {
      message: definition.result(values, language),
      caseIndex: caseNumber,
      caseText: findingText(step, language),
      ...findBug(definition.bugs, values, undefined, language),
      ...flags,
    };
  }
  return { message: ENGINE_MESSAGES.followInstructions[language], ...flags };
}
