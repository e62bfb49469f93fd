import { useCallback, useEffect, useState } from 'react';
import {
  nextChallenge,
  setShowFinishPopup,
  setShowResetPopup,
  selectLanguage,
  useAppDispatch,
  useAppSelector,
  type ChallengeEntry,
  type ChallengePayload,
  type ChallengeRound,
} from '@qa/shared';
import {
  inputChanged,
  noticeDismissed,
  progressStarted,
  resultCleared,
  selectChallengeProgress,
} from './progressSlice';
import type { ProgressNotice } from './progressState';
import { progressName } from './progressName';
import { loadChallengeInfo, resetProgress, sendSubmission, syncProgress } from './progressThunks';
import { PROGRESS_MERGED_EVENT } from './progressEvents';
import { prefetchInfo, whenIdle } from './infoPrefetch';

/** What a composition gets from useChallengeProgress and hands to ChallengeLayout. */
export type ChallengeProgressKit = ReturnType<typeof useChallengeProgress>;

/**
 * A challenge page's progress: starts it on entry, loads info and restores stored answers on entry and
 * whenever the language changes (both come localized from the server), and offers the page's actions. In a
 * Game round only the info loads: the round starts with nothing found and keeps nothing.
 */
export const useChallengeProgress = (challenge: ChallengeEntry<string>, round?: ChallengeRound) => {
  const dispatch = useAppDispatch();
  const name = progressName(challenge, round);
  const language = useAppSelector(selectLanguage);
  const progress = useAppSelector((state) => selectChallengeProgress(state, name));
  // Every challenge has cases: a total of 0 means its info has not loaded (offline on entry, a server down).
  const loaded = progress.casesTotal > 0;
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    // SPEC §4 "Changing challenge resets the state", the page-wide popups included.
    dispatch(progressStarted({ storeName: name }));
    dispatch(setShowResetPopup(false));
    dispatch(setShowFinishPopup(false));
  }, [dispatch, name]);

  useEffect(() => {
    // A newer language or challenge supersedes the calls still open for the old one, and so does the account's
    // progress arriving (after a sign-in): the page restores from storage again, with what it brought.
    let controller = new AbortController();
    if (round) {
      void dispatch(loadChallengeInfo(challenge, controller.signal, name));
      return () => controller.abort();
    }
    void dispatch(syncProgress(challenge, controller.signal));
    const restoreAgain = () => {
      controller.abort();
      controller = new AbortController();
      void dispatch(syncProgress(challenge, controller.signal));
    };
    window.addEventListener(PROGRESS_MERGED_EVENT, restoreAgain);
    return () => {
      window.removeEventListener(PROGRESS_MERGED_EVENT, restoreAgain);
      controller.abort();
    };
  }, [dispatch, challenge, language, round, name, attempt]);

  useEffect(() => {
    // Once this page has its info, the next challenge's, in spare time: a learner going through a series opens
    // it on a form at once. A Game round has no next challenge.
    const next = loaded && !round ? nextChallenge(challenge) : undefined;
    if (!next) return;
    return whenIdle(() => prefetchInfo(next.path, language));
  }, [loaded, round, challenge, language]);

  useEffect(() => {
    // Back online, a page that never loaded loads by itself.
    if (loaded) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [loaded, retry]);

  const setInput = useCallback(
    (index: number, value: string) => dispatch(inputChanged({ storeName: name, index, value })),
    [dispatch, name],
  );
  /** An answer that got through while the info had not loaded says the server is back: load it too. */
  const submitted = useCallback(
    async (sent?: ChallengePayload) => {
      const result = await dispatch(sendSubmission(challenge, sent, round));
      if (result && !loaded) retry();
      return result;
    },
    [dispatch, challenge, round, loaded, retry],
  );
  const submit = useCallback(() => submitted(), [submitted]);
  const submitPayload = useCallback((payload: ChallengePayload) => submitted(payload), [submitted]);
  const reset = useCallback(() => dispatch(resetProgress(challenge)), [dispatch, challenge]);
  const clearResult = useCallback(() => dispatch(resultCleared({ storeName: name })), [dispatch, name]);
  const dismissNotice = useCallback(
    (notice: ProgressNotice) => dispatch(noticeDismissed({ storeName: name, notice })),
    [dispatch, name],
  );

  return {
    progress,
    setInput,
    submit,
    submitPayload,
    reset,
    dismissNotice,
    clearResult,
    retry: loaded ? undefined : retry,
  };
};
