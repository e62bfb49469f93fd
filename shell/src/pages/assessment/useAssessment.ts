import { selectLanguage, selectUserId, useAppSelector } from '@qa/shared';
import { skipToken } from '@qa/shared/api';
import type { AssessmentAccess } from './fetchAssessment';
import { useAssessmentQuery } from './assessmentApi';

export type AssessmentState =
  | Exclude<AssessmentAccess, { kind: 'unreadable' }>
  | { kind: 'signedOut' }
  | { kind: 'loading' }
  /** Already told in an error notice; the page adds nothing. */
  | { kind: 'failed' };

/**
 * Asks the server what the signed-in user may see of the assessment, again when the language changes (the
 * server words the content in it); signed out, nothing is asked. Only the answer for this user and language is
 * shown.
 */
export const useAssessment = (): AssessmentState => {
  const userId = useAppSelector(selectUserId);
  const language = useAppSelector(selectLanguage);
  const { currentData, isError } = useAssessmentQuery(userId ? { userId, language } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  if (!userId) return { kind: 'signedOut' };
  if (isError || currentData?.kind === 'unreadable') return { kind: 'failed' };
  return currentData ?? { kind: 'loading' };
};
