import type { ChallengeRecord, ChallengeTotals, ProgressSummary } from '@qa/shared/progress';
import { PROGRESS_MERGED_EVENT } from '@qa/kit';
import { useCallback, useEffect, useState } from 'react';
import { loadChallengeTotals } from '../../progress/challengeTotals';
import { readLocalProgress } from '../../progress/localProgress';
import { requestSummary } from '../../progress/progressSummary';
import { serverMessage } from '../serverMessage';

export interface ProgressData {
  totals: ChallengeTotals[];
  found: ProgressSummary['found'];
  records: Record<string, ChallengeRecord>;
}

export type ProgressDataState =
  | { status: 'loading' }
  /** `reason` is the server's own (localized) message when it gave one. */
  | { status: 'failed'; reason?: string }
  | { status: 'ready'; data: ProgressData };

const loadProgressData = async (): Promise<ProgressData> => {
  const local = readLocalProgress();
  const [totals, { found }] = await Promise.all([loadChallengeTotals(), requestSummary(local)]);
  return { totals, found, records: local.challenges };
};

/**
 * The progress page's data: totals, confirmed finds and this browser's record. Loaded again when the
 * account's progress arrives (a sign-in elsewhere on the page), without going back to the loading state.
 */
export const useProgressData = (): { state: ProgressDataState; retry: () => void } => {
  const [state, setState] = useState<ProgressDataState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadProgressData()
      .then((data) => live && setState({ status: 'ready', data }))
      .catch((error: unknown) => live && setState({ status: 'failed', reason: serverMessage(error) }));
    const reload = () => setAttempt((count) => count + 1);
    window.addEventListener(PROGRESS_MERGED_EVENT, reload);
    return () => {
      live = false;
      window.removeEventListener(PROGRESS_MERGED_EVENT, reload);
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
};
