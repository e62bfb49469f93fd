import { useCallback, useEffect, useState } from 'react';
import {
  readString,
  removeItem,
  selectAuthChecked,
  selectIsSignedIn,
  STORAGE_KEYS,
  useAppSelector,
  writeString,
} from '@qa/shared';
import { isApiError } from '@qa/shared/api';
import type { InterviewSession, Scorecard } from '@qa/shared/interview/schema';
import { serverMessage } from '../common/serverMessage';
import {
  useCurrentSessionMutation,
  useFinishSessionMutation,
  useLazyScorecardQuery,
  useReadSessionMutation,
  useStartSessionMutation,
} from './interviewApi';

export type InterviewPhase =
  | { phase: 'restoring' }
  | { phase: 'ready' }
  | { phase: 'starting' }
  | { phase: 'failed'; reason?: string }
  | { phase: 'running'; session: InterviewSession; deadline: number; scoring: boolean }
  | { phase: 'over'; sessionId: string; scorecard: Scorecard };

/**
 * The session's end on this browser's clock: what the server said is left, counted from the answer's arrival, so
 * that a browser clock set otherwise does not move it. A session the clock ended meanwhile ends at once, and its
 * scorecard is read.
 */
const running = (session: InterviewSession): InterviewPhase => ({
  phase: 'running',
  session,
  deadline: Date.now() + Math.max(0, Date.parse(session.endsAt) - Date.parse(session.now)),
  scoring: false,
});

const isNotFound = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 404;

/**
 * An interview session on this page: takes up the one running (the server's, after a reload, Back or in a second
 * tab: a signed-in learner's by their account, an anonymous one by the id this browser kept), starts one, counts
 * down to its end, and reads the scorecard once the learner finishes or the clock ends it. The clock is the
 * server's: the countdown runs from what the server says is left.
 */
export const useInterviewSession = (assignmentId?: string) => {
  const signedIn = useAppSelector(selectIsSignedIn);
  // Until the identity client has said who is signed in, there is no knowing whose session to look for.
  const authChecked = useAppSelector(selectAuthChecked);
  const [state, setState] = useState<InterviewPhase>({ phase: 'restoring' });
  const [startSession] = useStartSessionMutation();
  const [currentSession] = useCurrentSessionMutation();
  const [readSession] = useReadSessionMutation();
  const [finishSession] = useFinishSessionMutation();
  const [readScorecard] = useLazyScorecardQuery();

  useEffect(() => {
    if (!authChecked) return undefined;
    let current = true;
    const kept = readString(STORAGE_KEYS.interviewSession);
    const restore = async (): Promise<InterviewPhase> => {
      try {
        if (signedIn) return running(await currentSession().unwrap());
        if (kept === null) return { phase: 'ready' };
        return running(await readSession(kept).unwrap());
      } catch (error) {
        if (!signedIn && isNotFound(error)) removeItem(STORAGE_KEYS.interviewSession);
        return { phase: 'ready' };
      }
    };
    void restore().then((phase) => {
      if (current) setState((now) => (now.phase === 'restoring' ? phase : now));
    });
    return () => {
      current = false;
    };
  }, [authChecked, signedIn, currentSession, readSession]);

  const start = useCallback(
    async (family?: string) => {
      setState({ phase: 'starting' });
      try {
        const session = await startSession({
          ...(assignmentId !== undefined && { assignmentId }),
          ...(family !== undefined && { family }),
        }).unwrap();
        if (!signedIn) writeString(STORAGE_KEYS.interviewSession, session.sessionId);
        setState(running(session));
      } catch (error) {
        setState({ phase: 'failed', reason: serverMessage(error) });
      }
    },
    [assignmentId, signedIn, startSession],
  );

  /** Finish now (`early`), or read the scorecard the clock made; a failure leaves the session on screen. */
  const end = useCallback(
    async (sessionId: string, early: boolean) => {
      setState((current) => (current.phase === 'running' ? { ...current, scoring: true } : current));
      try {
        const scorecard = early
          ? await finishSession(sessionId).unwrap()
          : await readScorecard(sessionId).unwrap();
        removeItem(STORAGE_KEYS.interviewSession);
        setState({ phase: 'over', sessionId, scorecard });
      } catch {
        setState((current) => (current.phase === 'running' ? { ...current, scoring: false } : current));
      }
    },
    [finishSession, readScorecard],
  );

  return { state, start, end };
};
