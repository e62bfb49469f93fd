import { PROGRESS_MERGED_EVENT, readCompletedChallenges } from '@qa/kit';
import { isChallengeGroup } from '@qa/shared';
import type { ProgressRecord } from '@qa/shared/progress';
import { readLocalChallenges, writeLocalChallenges } from '@qa/kit/local-progress';
import { markTourCompleted, readCompletedTours } from '../chrome/tour/completedTours';

/** Everything this browser keeps of the learner's progress, in the record the account and a file keep. */
export const readLocalProgress = (): ProgressRecord => ({
  version: 1,
  challenges: readLocalChallenges(),
  toursSeen: Object.keys(readCompletedTours()),
});

/**
 * Writes a merge of this browser's record with another (the account's, an imported file's) back to storage, and
 * tells an open challenge page to restore from it. Completed: what the server judged complete and what this
 * browser had completed (a merge only unites); the kit leaves out what was started over here.
 */
export const writeMergedProgress = (merged: ProgressRecord, judgedComplete: readonly string[]): void => {
  writeLocalChallenges(merged.challenges, [...new Set([...judgedComplete, ...readCompletedChallenges()])]);
  for (const type of merged.toursSeen) if (isChallengeGroup(type)) markTourCompleted(type);
  window.dispatchEvent(new Event(PROGRESS_MERGED_EVENT));
};
