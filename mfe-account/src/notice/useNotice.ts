import { useCallback, useState } from 'react';
import type { Notice } from '../errors/accountErrors';

interface Shown {
  notice: Notice;
  /** What OK leads to, e.g. the dashboard after a registration. */
  afterClose?: () => void;
}

/** The notice a screen shows in its NoticeDialog, and what closing it does. */
export const useNotice = () => {
  const [shown, setShown] = useState<Shown | null>(null);
  const show = useCallback((notice: Notice, afterClose?: () => void) => setShown({ notice, afterClose }), []);
  const close = () => {
    setShown(null);
    shown?.afterClose?.();
  };
  return { notice: shown?.notice ?? null, show, close };
};
