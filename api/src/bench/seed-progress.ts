/**
 * Stored progress for the bench's growth measurement (bench/src/growth.ts): learners, each with the same number of
 * finds, written straight into the API's database before the API starts on it. Built to dist/seed-progress.js.
 */
import { emptyChallengeRecord, type ChallengeRecord } from '@qa/shared/progress';
import { REGISTERED_BY_STORE_NAME } from '../challenges/registry';
import { openDatabase, type DatabaseTarget } from '../database/open-database';
import { challengeProgress, learners } from '../database/schema';
import { answerOf } from '../progress/example-answer';

interface Finding {
  storeName: string;
  kind: 'case' | 'bug';
  number: number;
}

/** Every finding of the catalogue, taken one challenge after another: the first case of each, then the second... */
const findingsInTurn = (): Finding[] => {
  const lists = [...REGISTERED_BY_STORE_NAME].map(([storeName, { definition }]): Finding[] => [
    ...definition.cases.map((_, index) => ({ storeName, kind: 'case' as const, number: index + 1 })),
    ...definition.bugs.map((_, index) => ({ storeName, kind: 'bug' as const, number: index + 1 })),
  ]);
  const longest = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, turn) => lists.flatMap((list) => list[turn] ?? [])).flat();
};

/**
 * The progress of a learner with `finds` finds: one progress record per challenge they touched, as few finds in each
 * as the catalogue allows (10 finds: ten challenges, one each; 100: every challenge, four or five each).
 */
export const progressWithFinds = (finds: number): Record<string, ChallengeRecord> => {
  const chosen = findingsInTurn().slice(0, finds);
  if (chosen.length < finds) throw new Error(`the catalogue has only ${chosen.length} findings`);
  const records: Record<string, ChallengeRecord> = {};
  for (const { storeName, kind, number } of chosen) {
    const record = (records[storeName] ??= emptyChallengeRecord());
    record.answers[`${kind}_${number}`] = answerOf(storeName, kind, number);
    // A few submissions per find, from one device.
    record.submissions = { 'bench-device': Object.keys(record.answers).length * 3 };
  }
  return records;
};

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement. */
const BATCH = 1_000;

/** Learners stored with the same number of finds each. */
export interface SeedGroup {
  userIds: readonly string[];
  finds: number;
}

/** Empties the database of learners, then stores each group's, with the group's number of finds each. */
export const seedLearners = async (target: DatabaseTarget, groups: readonly SeedGroup[]): Promise<void> => {
  const { db, close } = await openDatabase(target);
  try {
    const userIds = groups.flatMap((group) => group.userIds);
    const rows = groups.flatMap(({ userIds: ids, finds }) => {
      const records = Object.entries(progressWithFinds(finds));
      return ids.flatMap((userId) =>
        records.map(([storeName, record]) => ({ userId, storeName, ...record })),
      );
    });
    await db.transaction(async (tx) => {
      // Their earlier progress goes with them (ON DELETE CASCADE).
      await tx.delete(learners);
      for (let start = 0; start < userIds.length; start += BATCH)
        await tx.insert(learners).values(userIds.slice(start, start + BATCH).map((userId) => ({ userId })));
      for (let start = 0; start < rows.length; start += BATCH)
        await tx.insert(challengeProgress).values(rows.slice(start, start + BATCH));
    });
  } finally {
    await close();
  }
};
