import { useEffect, useState } from 'react';
import { useAppDispatch, type ChallengeEntry } from '@qa/shared';
import { SANDBOX_POLL_MS } from '../kitConstants';
import { syncSandbox } from './progressThunks';
import { storedTesterKey } from './sandboxCalls';

/**
 * An API-testing page's link to the tester's sandbox: the tester key to show, and what their own tools found,
 * picked up when the page comes back into view and every few seconds while it is visible.
 */
export const useSandbox = (challenge: ChallengeEntry<string>, enabled: boolean): string | undefined => {
  const dispatch = useAppDispatch();
  const [testerKey, setTesterKey] = useState(storedTesterKey);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const look = () => {
      if (document.visibilityState !== 'visible') return;
      void dispatch(syncSandbox(challenge, controller.signal)).then((key) => {
        if (key && !controller.signal.aborted) setTesterKey(key);
      });
    };
    look();
    const timer = setInterval(look, SANDBOX_POLL_MS);
    window.addEventListener('focus', look);
    document.addEventListener('visibilitychange', look);
    return () => {
      controller.abort();
      clearInterval(timer);
      window.removeEventListener('focus', look);
      document.removeEventListener('visibilitychange', look);
    };
  }, [dispatch, challenge, enabled]);

  return testerKey;
};
