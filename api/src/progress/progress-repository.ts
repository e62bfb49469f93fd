import { isDeepStrictEqual } from 'node:util';
import {
  EMPTY_PROGRESS,
  mergeProgress,
  type ChallengeRecord,
  type ProgressRecord,
} from '@qa/shared/progress';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database/open-database';
import { databaseQuery } from '../http/store-unavailable';
import { challengeProgress, learners } from '../database/schema';
import { confirmRecord } from './confirm-record';

/** A signed-in learner's stored progress, by user id. */
export interface ProgressRepository {
  load(userId: string): Promise<ProgressRecord>;
  /**
   * Unites `incoming` (its answers confirmed first) with what is stored, keeps the result and returns it. The
   * learner's row is locked meanwhile, so two devices merging at once each see the other's finds.
   */
  merge(userId: string, incoming: ProgressRecord, confirm?: Confirm): Promise<ProgressRecord>;
  /** Forgets everything stored about the learner. */
  remove(userId: string): Promise<void>;
}

/** Confirms what a record sends against what is stored (confirm-record.ts); the route does it off the event loop. */
export type Confirm = (incoming: ProgressRecord, trusted: ProgressRecord) => Promise<ProgressRecord>;

const confirmHere: Confirm = async (incoming, trusted) => confirmRecord(incoming, trusted);

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The learner and their progress records, in one query when nothing is locked (each query costs a round trip, and
 * PGlite much CPU). Locked, the learner's row first: a statement that waited for a lock still reads the other rows
 * as they were when it started, so the records are read by a second statement, after the lock is held.
 */
const readRecord = async (
  db: Database | Transaction,
  userId: string,
  lock: boolean,
): Promise<ProgressRecord> => {
  const ofLearner = eq(learners.userId, userId);
  if (lock) await db.select({ userId: learners.userId }).from(learners).where(ofLearner).for('update');
  const rows = await db
    .select({ toursSeen: learners.toursSeen, record: challengeProgress })
    .from(learners)
    .leftJoin(challengeProgress, eq(challengeProgress.userId, learners.userId))
    .where(ofLearner);
  const [first] = rows;
  if (!first) return EMPTY_PROGRESS;
  return {
    version: 1,
    challenges: Object.fromEntries(
      rows.flatMap(({ record }): [string, ChallengeRecord][] => {
        if (!record) return [];
        const { storeName, epoch, answers, submissions, inputClasses, testDesign, firstRuns, bugReports } =
          record;
        return [
          [
            storeName,
            {
              epoch,
              answers,
              submissions,
              inputClasses,
              ...(testDesign && { testDesign }),
              ...(firstRuns && { firstRuns }),
              ...(bugReports && { bugReports }),
            },
          ],
        ];
      }),
    ),
    toursSeen: first.toursSeen,
  };
};

export const createProgressRepository = (database: () => Promise<Database>): ProgressRepository => ({
  load: async (userId) => {
    const db = await database();
    return databaseQuery(() => readRecord(db, userId, false));
  },

  async merge(userId, incoming, confirm = confirmHere) {
    const db = await database();
    // Judged outside the transaction (it evaluates every new answer), against what was stored a moment ago.
    const confirmed = await confirm(incoming, await databaseQuery(() => readRecord(db, userId, false)));
    return databaseQuery(() =>
      db.transaction(async (tx) => {
        await tx.insert(learners).values({ userId }).onConflictDoNothing();
        const stored = await readRecord(tx, userId, true);
        // What is stored first: of two answers that found the same case, the one already kept stays.
        const merged = mergeProgress(stored, confirmed);
        // Only what the merge changed is written: a page sends its whole record after every find.
        const changed = Object.keys(confirmed.challenges)
          .filter(
            (storeName) => !isDeepStrictEqual(merged.challenges[storeName], stored.challenges[storeName]),
          )
          .map((storeName) => {
            const {
              testDesign = null,
              firstRuns = null,
              bugReports = null,
              ...record
            } = merged.challenges[storeName]!;
            return { userId, storeName, ...record, testDesign, firstRuns, bugReports, updatedAt: new Date() };
          });
        if (changed.length > 0) {
          await tx
            .insert(challengeProgress)
            .values(changed)
            .onConflictDoUpdate({
              target: [challengeProgress.userId, challengeProgress.storeName],
              set: {
                epoch: sql`excluded.epoch`,
                answers: sql`excluded.answers`,
                submissions: sql`excluded.submissions`,
                inputClasses: sql`excluded.input_classes`,
                testDesign: sql`excluded.test_design`,
                firstRuns: sql`excluded.first_runs`,
                bugReports: sql`excluded.bug_reports`,
                updatedAt: sql`excluded.updated_at`,
              },
            });
        }
        await tx
          .update(learners)
          .set({ toursSeen: merged.toursSeen, updatedAt: new Date() })
          .where(eq(learners.userId, userId));
        return merged;
      }),
    );
  },

  async remove(userId) {
    const db = await database();
    // Its challenges go with it (ON DELETE CASCADE).
    await databaseQuery(() => db.delete(learners).where(eq(learners.userId, userId)));
  },
});
