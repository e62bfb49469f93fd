import { i18n, notify, selectLanguage, selectUserId, useAppSelector } from '@qa/shared';
import { useEffect, useState } from 'react';
import { PAGES_NAMESPACE } from '../../i18n/pageTexts';
import { fetchAssessment, type AssessmentAccess } from './fetchAssessment';

export type AssessmentState =
  | Exclude<AssessmentAccess, { kind: 'unreadable' }>
  | { kind: 'signedOut' }
  | { kind: 'loading' }
  /** Already told in an error notice; the page adds nothing. */
  | { kind: 'failed' };

interface Result {
  /** Whose answer it is, so another user never sees it. */
  userId: string;
  state: AssessmentState;
}

/**
 * Asks the server what the signed-in user may see of the assessment, again when the language changes (the
 * server words the content in it); signed out, nothing is asked.
 */
export const useAssessment = (): AssessmentState => {
  const userId = useAppSelector(selectUserId);
  const language = useAppSelector(selectLanguage);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    const settle = (state: AssessmentState) => setResult({ userId, state });
    fetchAssessment(controller.signal).then(
      (access) => {
        if (access.kind !== 'unreadable') return settle(access);
        notify({ text: i18n.t('unreadable', { ns: PAGES_NAMESPACE }), variant: 'error' });
        settle({ kind: 'failed' });
      },
      (error: unknown) => {
        // A call cancelled because the user left or changed is nothing to report.
        if (controller.signal.aborted) return;
        notify({ text: error instanceof Error ? error.message : String(error), variant: 'error' });
        settle({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [userId, language]);

  if (!userId) return { kind: 'signedOut' };
  return result?.userId === userId ? result.state : { kind: 'loading' };
};
