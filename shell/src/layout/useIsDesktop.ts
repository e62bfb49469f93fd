import { useCallback, useSyncExternalStore } from 'react';
import { DESKTOP_QUERY } from '../theme/theme';

/** Without matchMedia (old browsers, jsdom) the layout falls back to desktop, where nothing is hidden. */
const query = (): MediaQueryList | undefined =>
  typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : undefined;

/** True at and above 768 px (SPEC §2), following the window as it is resized. */
export const useIsDesktop = (): boolean => {
  const subscribe = useCallback((onChange: () => void) => {
    const list = query();
    list?.addEventListener('change', onChange);
    return () => list?.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(subscribe, () => query()?.matches ?? true);
};
