import { http, i18n, isChallengeType, isPlainObject, notify } from '@qa/shared';
import { mergeProgress, PROGRESS_API, type ProgressRecord, type StoredProgress } from '@qa/shared/progress';
import { PROGRESS_MERGED_EVENT, readCompletedChallenges } from '@qa/kit';
import { readLocalChallenges, writeLocalChallenges } from '@qa/kit/local-progress';
import { markTourCompleted, readCompletedTours } from '../chrome/tour/completedTours';
import { PROGRESS_NAMESPACE } from './progressTexts';

/**
 * Keeps a signed-in learner's progress with their account (issue 13): this browser's record is merged into
 * the account's, and the union comes back into storage, so nothing found on either side is lost and the
 * progress follows the learner to another device. Loaded once someone signs in.
 */

/** Everything this browser keeps of the learner's progress, as the account keeps it. */
export const readLocalProgress = (): ProgressRecord => ({
  version: 1,
  challenges: readLocalChallenges(),
  toursSeen: Object.keys(readCompletedTours()),
});

const isStoredProgress = (value: unknown): value is StoredProgress =>
  isPlainObject(value) &&
  isPlainObject(value.progress) &&
  isPlainObject(value.progress.challenges) &&
  Array.isArray(value.progress.toursSeen) &&
  Array.isArray(value.completed);

/**
 * Completed: what the account judged complete, and what this browser had completed unless the challenge was
 * started over elsewhere (a later epoch came back).
 */
const completedAfter = (
  before: ProgressRecord,
  merged: ProgressRecord,
  judged: readonly string[],
): string[] => {
  const stillLocal = readCompletedChallenges().filter(
    (name) => (merged.challenges[name]?.epoch ?? 0) === (before.challenges[name]?.epoch ?? 0),
  );
  return [...new Set([...judged, ...stillLocal])];
};

/** Sends this browser's progress to the account and writes the union back; rejects when the call fails. */
export const syncWithAccount = async (): Promise<void> => {
  const answer = await http.post<unknown>(PROGRESS_API.mine, readLocalProgress(), {
    auth: true,
    background: true,
  });
  if (!isStoredProgress(answer)) throw new Error('unreadable progress answer');
  // Read again: a find made while the call was out must not be overwritten.
  const local = readLocalProgress();
  const merged = mergeProgress(local, answer.progress);
  writeLocalChallenges(merged.challenges, completedAfter(local, merged, answer.completed));
  for (const type of merged.toursSeen) if (isChallengeType(type)) markTourCompleted(type);
  window.dispatchEvent(new Event(PROGRESS_MERGED_EVENT));
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
