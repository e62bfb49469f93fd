import { EMPTY_OPTION_INDEX, type ChallengePayload } from '@qa/shared';
import type { ChallengeProgress } from '../progress/progressState';

/** The choices of a generator or gherkin form, as the server listed them (caseText, caseOptions, caseResults). */
export interface BuilderChoices {
  first: readonly string[];
  second: readonly string[];
  results: readonly string[];
}

export const builderChoices = (progress: ChallengeProgress): BuilderChoices => ({
  first: progress.caseText,
  second: progress.caseOptions,
  results: progress.caseResults,
});

/** What an input's chosen index stands for: its value, the empty text for index 5, '' when unknown. */
export const inputLabel = (
  options: readonly string[],
  index: string | undefined,
  emptyText: string,
): string => {
  const position = Number(index);
  if (index === undefined || index === '' || !Number.isInteger(position)) return '';
  return position === EMPTY_OPTION_INDEX ? emptyText : (options[position] ?? '');
};

/** One built case as the tester chose it: both inputs and the expected result, as texts. */
export interface BuilderCase {
  first: string;
  second: string;
  result: string;
}

export const builderCaseOf = (
  choices: BuilderChoices,
  payload: ChallengePayload,
  emptyText: string,
): BuilderCase => ({
  first: inputLabel(choices.first, payload.first, emptyText),
  second: inputLabel(choices.second, payload.second, emptyText),
  result: choices.results[payload.expectedResult ?? -1] ?? '',
});
