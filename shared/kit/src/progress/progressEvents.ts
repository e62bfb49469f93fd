// The window events between a page's progress and the shell, apart from the storage code: the shell listens on
// every page's first load and takes only these names, not a second copy of the storage module.

/**
 * Fired on the window whenever this page adds to a challenge's stored progress (a find, a submission, a Reset),
 * so the account's copy follows it.
 */
export const PROGRESS_CHANGED_EVENT = 'qa:progress-changed';

export const announceProgressChange = (): void =>
  void window.dispatchEvent(new Event(PROGRESS_CHANGED_EVENT));

/** Fired by the shell once it has written the account's progress into storage: open pages restore again. */
export const PROGRESS_MERGED_EVENT = 'qa:progress-merged';
