import { useLocation } from '@qa/shared';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * A page opened from another starts at its top (a link at the bottom of a long page, such as the next
 * challenge, would otherwise open it scrolled past its title and rules), and when the link that led there is
 * gone with the old page, the main area takes the keyboard focus instead of leaving it on the body, so a
 * screen reader goes on from the new content. The first page of a visit is left as the browser opens it.
 */
export const usePageStart = (main: RefObject<HTMLElement | null>) => {
  const [pathname] = useLocation();
  const shown = useRef<string>(undefined);
  useEffect(() => {
    const first = shown.current === undefined;
    shown.current = pathname;
    if (first) return;
    window.scrollTo(0, 0);
    const focused = document.activeElement;
    if (focused === null || focused === document.body) main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
};
