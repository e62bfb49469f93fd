import type { ChallengeResult, Language, Slot } from '@qa/shared/catalogue';
import { expectsActualResult } from './builder';
import type { ExpectedResult, FieldValues, LearnCase, LearnDefinition } from './definition';
import { findBug } from './findings';
import { ENGINE_MESSAGES, INVALID_COMBINATION } from './messages';
import { findingText } from './techniques';

const CORRECT_FLAG = {
  first: 'firstCorrect',
  second: 'secondCorrect',
  third: 'thirdCorrect',
} as const satisfies Record<Slot, keyof ChallengeResult>;

type CorrectFlags = Partial<Record<(typeof CORRECT_FLAG)[Slot], boolean>>;

/** Whether values follow a step: each field its own rule, then the fields together where the step has a rule. */
export const followsStep = (fields: readonly Slot[], step: LearnCase, values: FieldValues): boolean =>
  fields.every((slot) => step.accepts[slot]?.(values[slot]) ?? true) && (step.together?.test(values) ?? true);

/**
 * The step is found when every field follows instruction `caseNumber`; otherwise the flags tell the page
 * which fields to mark, and the app's answer is withheld so the tester goes back to the instruction. On a
 * generator or gherkin form the chosen result must also be the app's, else the combination is invalid. Each
 * flag judges its own choice only, so a mark always lands on what the learner got wrong. A bug shows only in
 * an answer the app gives.
 */
export function evaluateLearn(
  definition: LearnDefinition,
  values: FieldValues,
  caseNumber: number | undefined,
  expectedResult: ExpectedResult,
  language: Language,
): ChallengeResult {
  const step = caseNumber === undefined ? undefined : definition.cases[caseNumber - 1];
  const flags: CorrectFlags = {};
  for (const slot of definition.fields) {
    flags[CORRECT_FLAG[slot]] = step ? (step.accepts[slot]?.(values[slot]) ?? true) : false;
  }
  // Fields that each follow but not together: the step names the field to mark.
  if (step?.together && Object.values(flags).every(Boolean) && !step.together.test(values)) {
    flags[CORRECT_FLAG[step.together.marks]] = false;
  }
  const followed = step !== undefined && Object.values(flags).every(Boolean);
  const dropdown = definition.resultDropdown;
  if (dropdown) {
    // The result dropdown comes after the two inputs on the form, so the third flag marks it. It is judged
    // against the values chosen: a value off the step is marked on its own field, not on a right result.
    const rightResult = expectsActualResult(dropdown, values, expectedResult);
    flags.thirdCorrect = rightResult;
    if (followed && !rightResult) {
      return { message: INVALID_COMBINATION[dropdown.style][language], ...flags };
    }
  }
  if (step && followed) {
    return {
      message: definition.result(values, language),
      caseIndex: caseNumber,
      caseText: findingText(step, language),
      ...findBug(definition.bugs, [values], language),
      ...flags,
    };
  }
  return { message: ENGINE_MESSAGES.followInstructions[language], ...flags };
}
