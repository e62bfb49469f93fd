import { PROGRESS_CHANGED_EVENT } from '@qa/kit';
import { selectUserId, store } from '@qa/shared';

/** A burst of changes (a find is a submission and an answer) goes to the account as one call. */
export const SYNC_DELAY_MS = 1500;

/**
 * Keeps the account's copy of the progress in step while someone is signed in: once at sign-in, then shortly
 * after each change this page makes. The merging code loads with the first sign-in.
 */
export const followAccount = (): (() => void) => {
  let user = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sync = () => void import('./accountProgress').then(({ syncOrSay }) => syncOrSay());
  const onChange = () => {
    if (!user) return;
    clearTimeout(timer);
    timer = setTimeout(sync, SYNC_DELAY_MS);
  };
  const unsubscribe = store.subscribe(() => {
    const current = selectUserId(store.getState());
    if (current === user) return;
    user = current;
    if (user) sync();
  });
  window.addEventListener(PROGRESS_CHANGED_EVENT, onChange);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    window.removeEventListener(PROGRESS_CHANGED_EVENT, onChange);
  };
};
