import { CHALLENGES, SLOTS, storeName, type ChallengeEntry, type ChallengePayload } from '@qa/shared';
import { MAX_ANSWER_VALUE_LENGTH, type ChallengeRecord, type StoredAnswer } from '@qa/shared/progress';
import { readChallengeStats, writeChallengeStats } from './challengeStats';
import { readStoredAnswers, replaceCompletedChallenges, writeStoredAnswers } from './progressStorage';

/**
 * This browser's progress as the account keeps it (issue 13): every catalogue challenge's answers and stats,
 * read from and written back to the entries the pages use. For the shell, which keeps the account in step.
 */

const isSmallNumber = (value: unknown) =>
  value === undefined || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 99);

/** What the API would refuse is left out (it stays in storage): one odd entry must not stop the rest. */
const isSendable = (entry: ChallengeEntry, payload: ChallengePayload): payload is StoredAnswer =>
  SLOTS.every((slot, index) => {
    const value = payload[slot];
    return value === undefined || (index < entry.fieldCount && value.length <= MAX_ANSWER_VALUE_LENGTH);
  }) &&
  isSmallNumber(payload.expectedResult) &&
  isSmallNumber(payload.caseNumber) &&
  (payload.caseNumber === undefined || payload.caseNumber >= 1);

const hasAnything = (record: ChallengeRecord): boolean =>
  record.epoch > 0 ||
  Object.keys(record.answers).length > 0 ||
  Object.keys(record.submissions).length > 0 ||
  record.inputClasses.length > 0;

export const readLocalChallenges = (): Record<string, ChallengeRecord> => {
  const challenges: Record<string, ChallengeRecord> = {};
  for (const entry of CHALLENGES) {
    const name = storeName(entry);
    const answers = Object.fromEntries(
      Object.entries(readStoredAnswers(name)).filter(([, payload]) => isSendable(entry, payload)),
    ) as Record<string, StoredAnswer>;
    const record = { ...readChallengeStats(name), answers };
    if (hasAnything(record)) challenges[name] = record;
  }
  return challenges;
};

/** Writes what the account answered; `completed` replaces the list of completed challenges. */
export const writeLocalChallenges = (
  challenges: Readonly<Record<string, ChallengeRecord>>,
  completed: readonly string[],
): void => {
  const known = new Set(CHALLENGES.map(storeName));
  for (const [name, { answers, ...stats }] of Object.entries(challenges)) {
    if (!known.has(name)) continue;
    writeStoredAnswers(name, answers);
    writeChallengeStats(name, stats);
  }
  replaceCompletedChallenges(completed.filter((name) => known.has(name)));
};
