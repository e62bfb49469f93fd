import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether an element matching each of `selectors` is in the document, followed with a MutationObserver: a remote
 * page renders its content some time after the route changes, and some parts of it later still. The observer
 * goes with the component using it.
 */
export const useElementsPresent = (selectors: readonly string[]): boolean => {
  const subscribe = useCallback((onChange: () => void) => {
    const observer = new MutationObserver(onChange);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return useSyncExternalStore(subscribe, () =>
    selectors.every((selector) => document.querySelector(selector) !== null),
  );
};
