import type { ChallengeResult, Language } from '@qa/shared/catalogue';
import type { BugDefinition, ExpectedResult, FieldValues, OpenCase } from './definition';
import { findingText } from './techniques';

type Found = Pick<ChallengeResult, 'caseIndex' | 'caseText' | 'bugIndex' | 'bugText'>;

/** The first case of `cases` this submission finds: caseIndex (1-based) and caseText, or nothing. */
export const findCase = (
  cases: readonly OpenCase[],
  values: FieldValues,
  expectedResult: ExpectedResult,
  language: Language,
): Found => {
  const index = cases.findIndex((item) => item.matches(values, expectedResult));
  const found = cases[index];
  return found ? { caseIndex: index + 1, caseText: findingText(found, language) } : {};
};

/** The first planted bug this submission shows: bugIndex (1-based) and bugText, or nothing. */
export const findBug = (
  bugs: readonly BugDefinition[],
  values: FieldValues,
  expectedResult: ExpectedResult,
  language: Language,
): Found => {
  const index = bugs.findIndex((bug) => bug.matches(values, expectedResult));
  const found = bugs[index];
  return found ? { bugIndex: index + 1, bugText: findingText(found, language) } : {};
};
