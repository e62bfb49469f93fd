import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether an element matching `selector` is in the document, followed with a MutationObserver: a remote page
 * renders its content some time after the route changes. The observer goes with the component using it.
 */
export const useElementPresent = (selector: string): boolean => {
  const subscribe = useCallback((onChange: () => void) => {
    const observer = new MutationObserver(onChange);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return useSyncExternalStore(subscribe, () => document.querySelector(selector) !== null);
};
