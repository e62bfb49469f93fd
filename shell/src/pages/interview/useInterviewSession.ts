import { useCallback, useState } from 'react';
import type { InterviewSession, Scorecard } from '@qa/shared/interview/schema';
import { serverMessage } from '../common/serverMessage';
import { useFinishSessionMutation, useLazyScorecardQuery, useStartSessionMutation } from './interviewApi';

export type InterviewPhase =
  | { phase: 'ready' }
  | { phase: 'starting' }
  | { phase: 'failed'; reason?: string }
  | { phase: 'running'; session: InterviewSession; deadline: number; scoring: boolean }
  | { phase: 'over'; sessionId: string; scorecard: Scorecard };

/**
 * An interview session on this page: starts it, counts down to its end, and reads the scorecard once the learner
 * finishes or the clock ends it. The clock is the server's: the countdown runs from the answer's arrival, so it
 * never ends before the server's, and a late call is refused by the server with its own message.
 */
export const useInterviewSession = (assignmentId?: string) => {
  const [state, setState] = useState<InterviewPhase>({ phase: 'ready' });
  const [startSession] = useStartSessionMutation();
  const [finishSession] = useFinishSessionMutation();
  const [readScorecard] = useLazyScorecardQuery();

  const start = useCallback(async () => {
    setState({ phase: 'starting' });
    try {
      const session = await startSession(assignmentId).unwrap();
      const duration = Date.parse(session.endsAt) - Date.parse(session.startedAt);
      setState({ phase: 'running', session, deadline: Date.now() + duration, scoring: false });
    } catch (error) {
      setState({ phase: 'failed', reason: serverMessage(error) });
    }
  }, [assignmentId, startSession]);

  /** Finish now (`early`), or read the scorecard the clock made; a failure leaves the session on screen. */
  const end = useCallback(
    async (sessionId: string, early: boolean) => {
      setState((current) => (current.phase === 'running' ? { ...current, scoring: true } : current));
      try {
        const scorecard = early
          ? await finishSession(sessionId).unwrap()
          : await readScorecard(sessionId).unwrap();
        setState({ phase: 'over', sessionId, scorecard });
      } catch {
        setState((current) => (current.phase === 'running' ? { ...current, scoring: false } : current));
      }
    },
    [finishSession, readScorecard],
  );

  return { state, start, end };
};
