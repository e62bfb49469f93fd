import {
  CHALLENGES,
  MAX_VALUE_LENGTH,
  SLOTS,
  storeName,
  type ChallengeEntry,
  type ChallengePayload,
} from '@qa/shared';
import {
  bestReports,
  isBetterRun,
  unitedFirstRuns,
  type ChallengeRecord,
  type StoredAnswer,
} from '@qa/shared/progress';
import { readChallengeStats, writeChallengeStats } from './challengeStats';
import { readStoredAnswers, replaceCompletedChallenges, writeStoredAnswers } from './progressStorage';

/**
 * This browser's progress as the account keeps it: every catalogue challenge's answers and stats,
 * read from and written back to the entries the pages use. For the shell, which keeps the account in step.
 */

const isSmallNumber = (value: unknown) =>
  value === undefined || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 99);

/** What the API would refuse is left out (it stays in storage): one odd entry must not stop the rest. */
const isSendable = (entry: ChallengeEntry, payload: ChallengePayload): payload is StoredAnswer =>
  SLOTS.every((slot, index) => {
    const value = payload[slot];
    return value === undefined || (index < entry.fieldCount && value.length <= MAX_VALUE_LENGTH);
  }) &&
  isSmallNumber(payload.expectedResult) &&
  isSmallNumber(payload.caseNumber) &&
  (payload.caseNumber === undefined || payload.caseNumber >= 1);

const hasAnything = (record: ChallengeRecord): boolean =>
  record.epoch > 0 ||
  Object.keys(record.answers).length > 0 ||
  Object.keys(record.submissions).length > 0 ||
  record.inputClasses.length > 0 ||
  record.testDesign !== undefined ||
  record.firstRuns !== undefined ||
  (record.bugReports ?? []).length > 0;

export const readLocalChallenges = (): Record<string, ChallengeRecord> => {
  const challenges: Record<string, ChallengeRecord> = {};
  for (const entry of CHALLENGES) {
    const name = storeName(entry);
    const answers = Object.fromEntries(
      Object.entries(readStoredAnswers(name)).filter(([, payload]) => isSendable(entry, payload)),
    ) as Record<string, StoredAnswer>;
    // What this browser set aside is its own view only: the record carries the answers and counts.
    const { setAside: _own, ...stats } = readChallengeStats(name);
    const record = { ...stats, answers };
    if (hasAnything(record)) challenges[name] = record;
  }
  return challenges;
};

/**
 * Writes what the account answered (or a file brought), less what this browser set aside at a Reset; `completed`
 * replaces the list of completed challenges, less those with finds set aside here (not all found again yet).
 */
export const writeLocalChallenges = (
  challenges: Readonly<Record<string, ChallengeRecord>>,
  completed: readonly string[],
): void => {
  const known = new Set(CHALLENGES.map(storeName));
  const startedOver = new Set<string>();
  for (const [name, { answers, ...stats }] of Object.entries(challenges)) {
    if (!known.has(name)) continue;
    const local = readChallengeStats(name);
    const setAside = local.setAside ?? [];
    // A run the account has not taken yet (it takes one a merge) stays here, to be sent with the next change.
    const testDesign =
      local.testDesign && isBetterRun(local.testDesign, stats.testDesign)
        ? local.testDesign
        : stats.testDesign;
    // So does a report that scores higher than the account's of its bug (it grades one a merge too), and first
    // runs the account has not had yet.
    const bugReports = bestReports(stats.bugReports, local.bugReports);
    const firstRuns = unitedFirstRuns(stats.firstRuns, local.firstRuns);
    if (setAside.length > 0) startedOver.add(name);
    writeStoredAnswers(
      name,
      Object.fromEntries(Object.entries(answers).filter(([key]) => !setAside.includes(key))),
    );
    const { testDesign: _account, firstRuns: _accountRuns, bugReports: _accountReports, ...rest } = stats;
    writeChallengeStats(name, {
      ...rest,
      ...(testDesign && { testDesign }),
      ...(firstRuns && { firstRuns }),
      ...(bugReports && { bugReports }),
      ...(setAside.length > 0 && { setAside }),
    });
  }
  replaceCompletedChallenges(completed.filter((name) => known.has(name) && !startedOver.has(name)));
};
