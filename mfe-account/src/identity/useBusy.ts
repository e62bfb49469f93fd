import { useCallback, useRef, useState } from 'react';

/** One identity call at a time: busy while it runs, and a second press meanwhile is ignored. */
export const useBusy = () => {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
};
