import { useCallback, useEffect } from 'react';
import { storeName } from '../../catalogue/series';
import type { ChallengeEntry } from '../../catalogue/types';
import { selectLanguage } from '../../features/language/languageSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { inputChanged, progressStarted, selectChallengeProgress } from './progressSlice';
import { submitAnswer, syncProgress } from './progressThunks';

/**
 * A challenge page's progress: starts it on entry, loads info and restores stored answers on entry and
 * whenever the language changes (both come localized from the server), and offers the form's actions.
 */
export const useChallengeProgress = (challenge: ChallengeEntry) => {
  const dispatch = useAppDispatch();
  const name = storeName(challenge);
  const language = useAppSelector(selectLanguage);
  const progress = useAppSelector((state) => selectChallengeProgress(state, name));

  useEffect(() => {
    dispatch(progressStarted({ storeName: name }));
  }, [dispatch, name]);

  useEffect(() => {
    // A newer language or challenge supersedes the calls still open for the old one.
    const controller = new AbortController();
    void dispatch(syncProgress(challenge, controller.signal));
    return () => controller.abort();
  }, [dispatch, challenge, language]);

  const setInput = useCallback(
    (index: number, value: string) => dispatch(inputChanged({ storeName: name, index, value })),
    [dispatch, name],
  );
  const submit = useCallback(() => dispatch(submitAnswer(challenge)), [dispatch, challenge]);

  return { progress, setInput, submit };
};
