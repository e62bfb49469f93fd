import { isChallengeType } from '@qa/shared';
import type { ProgressRecord } from '@qa/shared/progress';
import { PROGRESS_MERGED_EVENT, readCompletedChallenges } from '@qa/kit';
import { readLocalChallenges, writeLocalChallenges } from '@qa/kit/local-progress';
import { markTourCompleted, readCompletedTours } from '../chrome/tour/completedTours';

/** Everything this browser keeps of the learner's progress, in the record the account and a file keep. */
export const readLocalProgress = (): ProgressRecord => ({
  version: 1,
  challenges: readLocalChallenges(),
  toursSeen: Object.keys(readCompletedTours()),
});

/**
 * Completed: what the server judged complete, and what this browser had completed unless the challenge was
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

/**
 * Writes a merge of this browser's record (`before`, read just before merging) with another (the account's, an
 * imported file's) back to storage, and tells an open challenge page to restore from it.
 */
export const writeMergedProgress = (
  before: ProgressRecord,
  merged: ProgressRecord,
  judgedComplete: readonly string[],
): void => {
  writeLocalChallenges(merged.challenges, completedAfter(before, merged, judgedComplete));
  for (const type of merged.toursSeen) if (isChallengeType(type)) markTourCompleted(type);
  window.dispatchEvent(new Event(PROGRESS_MERGED_EVENT));
};
