import { http, i18n, isPlainObject, notify } from '@qa/shared';
import { mergeProgress, PROGRESS_API, type StoredProgress } from '@qa/shared/progress';
import { readLocalProgress, writeMergedProgress } from './localProgress';
import { PROGRESS_NAMESPACE } from './progressTexts';

/**
 * Keeps a signed-in learner's progress with their account: this browser's record is merged into
 * the account's, and the union comes back into storage, so nothing found on either side is lost and the
 * progress follows the learner to another device. Loaded once someone signs in.
 */

const isStoredProgress = (value: unknown): value is StoredProgress =>
  isPlainObject(value) &&
  isPlainObject(value.progress) &&
  isPlainObject(value.progress.challenges) &&
  Array.isArray(value.progress.toursSeen) &&
  Array.isArray(value.completed);

/** Sends this browser's progress to the account and writes the union back; rejects when the call fails. */
export const syncWithAccount = async (): Promise<void> => {
  const answer = await http.post<unknown>(PROGRESS_API.mine, readLocalProgress(), {
    auth: true,
    background: true,
  });
  if (!isStoredProgress(answer)) throw new Error('unreadable progress answer');
  // Read again: a find made while the call was out must not be overwritten.
  const local = readLocalProgress();
  writeMergedProgress(mergeProgress(local, answer.progress), answer.completed);
};

/** On sign-in and after a change: a failure is said (the progress stays in this browser, sent with the next change). */
export const syncOrSay = async (): Promise<void> => {
  try {
    await syncWithAccount();
  } catch (error) {
    console.warn('Progress could not be merged with the account', error);
    notify({ text: i18n.t('syncFailed', { ns: PROGRESS_NAMESPACE }), variant: 'warning', autoCloseMs: 6000 });
  }
};
