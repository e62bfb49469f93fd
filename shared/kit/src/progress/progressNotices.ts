import { countFound, halfwayCount, type ChallengeProgress, type ProgressNotice } from './progressState';

/** What the counters showed before an answer: enough to tell which milestones that answer crossed. */
export interface ProgressSnapshot {
  casesFound: number;
  bugsFound: number;
  completed: boolean;
}

export const snapshotOf = (progress: ChallengeProgress): ProgressSnapshot => ({
  casesFound: countFound(progress.cases),
  bugsFound: countFound(progress.bugs),
  completed: progress.completed,
});

/**
 * The milestones of SPEC §4 "Messages" that one answer reached: only a newly found case or bug can reach
 * one, so repeating an answer announces nothing. Halfway is skipped when it is also the end (a total of 1).
 */
export const reachedNotices = (before: ProgressSnapshot, after: ChallengeProgress): ProgressNotice[] => {
  const notices: ProgressNotice[] = [];
  const cases = countFound(after.cases);
  const bugs = countFound(after.bugs);
  // Totals not loaded yet (offline on entry) are no milestone: 1 found is not "all" of an unknown number.
  if (cases > before.casesFound && after.casesTotal > 0) {
    if (cases === halfwayCount(after.casesTotal) && cases < after.casesTotal) notices.push('halfway');
    if (cases >= after.casesTotal) notices.push('allCases');
  }
  if (after.bugsTotal > 0 && bugs > before.bugsFound && bugs >= after.bugsTotal) notices.push('allBugs');
  if (after.completed && !before.completed) notices.push('completed');
  return notices;
};
