import { useCallback, useEffect, useState } from 'react';
import type { GameRoundReport } from '@qa/shared/game';
import { serverMessage } from '../serverMessage';
import { fetchReport } from './gameCalls';

export type ReportState =
  | { status: 'loading' }
  | { status: 'ready'; report: GameRoundReport }
  | { status: 'failed'; reason?: string };

/**
 * The server's report of a round: loaded on entry and on `retry`; an outdated answer is dropped. A page shows
 * one round's report at a time (a new round mounts a new one).
 */
export const useRoundReport = (roundId: string) => {
  const [state, setState] = useState<ReportState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetchReport(roundId).then(
      (report) => current && setState({ status: 'ready', report }),
      (error: unknown) => current && setState({ status: 'failed', reason: serverMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [roundId, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
};
