import type { ChallengeRecord, ProgressRecord, StoredBugReport, StoredTestRun } from './progressSchema';
import { orderedClasses } from './inputClasses';
import { MAX_FIRST_RUNS } from '../testDesign/testDesignApi';
import type { FirstRuns } from '../testDesign/testDesignSchemas';

/**
 * Merging two copies of a learner's progress (the browser's and the account's, two devices', an imported file):
 * a union, so nothing found is ever lost in either direction. The found answers are united, each device's
 * submission count is the larger of the two, the input classes and the test-design first runs are united, the
 * better test-design run and the better report of each planted bug are kept, and the epoch is the later one. A
 * Reset starts a challenge afresh on the device that reset it only (the kit sets that device's finds aside); no
 * record, however high its epoch, takes finds away from another copy. The merge is idempotent and, up to which
 * of two payloads that found the same item is kept (the first argument's), commutative, so repeating it on every
 * sign-in and every change is safe.
 */

export const EMPTY_PROGRESS: ProgressRecord = { version: 1, challenges: {}, toursSeen: [] };

export const emptyChallengeRecord = (epoch = 0): ChallengeRecord => ({
  epoch,
  answers: {},
  submissions: {},
  inputClasses: [],
});

const maxCounts = (
  first: Readonly<Record<string, number>>,
  second: Readonly<Record<string, number>>,
): Record<string, number> => {
  const counts = { ...second };
  for (const [device, count] of Object.entries(first)) counts[device] = Math.max(count, counts[device] ?? 0);
  return counts;
};

/**
 * Whether test-design run `one` beats `other`: more variants caught, then a higher score (fewer wrong
 * expectations), then fewer rows for the same.
 */
export const isBetterRun = (one: StoredTestRun, other: StoredTestRun | undefined): boolean =>
  other === undefined ||
  one.variantsCaught > other.variantsCaught ||
  (one.variantsCaught === other.variantsCaught &&
    (one.score > other.score || (one.score === other.score && one.tests.length < other.tests.length)));

const bestRun = (first?: StoredTestRun, second?: StoredTestRun): StoredTestRun | undefined =>
  second && (!first || isBetterRun(second, first)) ? second : first;

/** Whether bug report `one` beats `other`, a report of the same planted bug: a higher score. */
export const isBetterReport = (one: StoredBugReport, other: StoredBugReport | undefined): boolean =>
  other === undefined || one.score > other.score;

/**
 * The better report of each planted bug, by bug number: on a tie the one in `first` (what is already kept) stays.
 * Undefined when neither side has a report.
 */
export const bestReports = (
  first: readonly StoredBugReport[] = [],
  second: readonly StoredBugReport[] = [],
): StoredBugReport[] | undefined => {
  const best = new Map<number, StoredBugReport>();
  for (const report of [...first, ...second]) {
    if (isBetterReport(report, best.get(report.bug))) best.set(report.bug, report);
  }
  return best.size > 0 ? [...best.values()].sort((a, b) => a.bug - b.bug) : undefined;
};

/**
 * Both copies' first runs, the first copy's where both ran the same values (what is stored is older than what
 * arrives), at most MAX_FIRST_RUNS: what is already kept comes first, so no copy can push an entry out.
 */
export const unitedFirstRuns = (first: FirstRuns = {}, second: FirstRuns = {}): FirstRuns | undefined => {
  const added = Object.entries(second).filter(([key]) => !Object.hasOwn(first, key));
  const room = Math.max(0, MAX_FIRST_RUNS - Object.keys(first).length);
  const united = { ...first, ...Object.fromEntries(added.slice(0, room)) };
  return Object.keys(united).length > 0 ? united : undefined;
};

export const mergeChallenge = (first: ChallengeRecord, second: ChallengeRecord): ChallengeRecord => {
  const testDesign = bestRun(first.testDesign, second.testDesign);
  const firstRuns = unitedFirstRuns(first.firstRuns, second.firstRuns);
  const bugReports = bestReports(first.bugReports, second.bugReports);
  return {
    epoch: Math.max(first.epoch, second.epoch),
    answers: { ...second.answers, ...first.answers },
    submissions: maxCounts(first.submissions, second.submissions),
    inputClasses: orderedClasses([...first.inputClasses, ...second.inputClasses]),
    ...(testDesign && { testDesign }),
    ...(firstRuns && { firstRuns }),
    ...(bugReports && { bugReports }),
  };
};

export const mergeProgress = (first: ProgressRecord, second: ProgressRecord): ProgressRecord => {
  const challenges: Record<string, ChallengeRecord> = { ...second.challenges };
  for (const [storeName, record] of Object.entries(first.challenges)) {
    const other = challenges[storeName];
    challenges[storeName] = other ? mergeChallenge(record, other) : record;
  }
  return {
    version: 1,
    challenges,
    toursSeen: [...new Set([...first.toursSeen, ...second.toursSeen])],
  };
};

/** Every device's submissions of one challenge added up. */
export const submissionCount = (record: ChallengeRecord): number =>
  Object.values(record.submissions).reduce((sum, count) => sum + count, 0);
