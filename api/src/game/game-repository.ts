import { randomUUID } from 'node:crypto';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  max,
  or,
  sql,
} from 'drizzle-orm';
import { isUniqueViolation, type Database } from '../database/open-database';
import { answerOpenings, gamePlayers, gameRounds } from '../database/schema';
import { databaseQuery } from '../http/store-unavailable';
import { weekStartOf } from './iso-week';
import { breaksPace, paceMemoryAfter } from './pacing';
import { scoreOf } from './scoring';

/** A stored round of the Game. */
export type GameRound = typeof gameRounds.$inferSelect;

export type NewRound = Pick<GameRound, 'learner' | 'startedAt' | 'endsAt' | 'challenges' | 'unranked'>;

/** Rounds that ended before these are deleted when a round starts. */
export interface Pruning {
  anonymous: Date;
  signedIn: Date;
}

/** What storing a judged submission did: nothing once the round is over, else the points it added. */
export type SubmissionOutcome = { over: true } | { over: false; round: GameRound; scored: number };

export interface LeaderboardRow {
  displayName: string;
  score: number;
}

/** Rounds, display names and the leaderboard, in the database the app opened. */
export interface GameRepository {
  /**
   * Stores a new round; rounds that ended before the pruning's times are deleted first, and answer openings from
   * before the round's ISO week. A learner's round that draws a challenge whose answers they opened that week is
   * unranked ('answersOpened') from its start.
   */
  startRound(round: NewRound, pruneBefore: Pruning): Promise<GameRound>;
  /**
   * The learner opened an answer or a hint of `storeName` at `now`: kept for the rounds they start later that
   * week, and each of their rounds running then that drew it leaves the leaderboard.
   */
  answersOpened(learner: string, storeName: string, now: Date): Promise<void>;
  findRound(id: string): Promise<GameRound | undefined>;
  /**
   * Adds the answer keys a submission to `storeName` found, under the round's row lock, so two submissions at
   * once that find the same case count it once; undefined when the round does not exist. A learner's round whose
   * submissions come faster than the pacing rule allows is unranked ('tooFast').
   */
  recordSubmission(
    id: string,
    storeName: string,
    keys: readonly string[],
    now: Date,
  ): Promise<SubmissionOutcome | undefined>;
  /**
   * Ends the round at `now` if it still runs then (its end becomes `now`); a round already over is left as it is.
   * One update, so a submission holding the row's lock is stored before it or judged against the new end after
   * it. The round as stored afterwards; undefined when it does not exist.
   */
  finishRound(id: string, now: Date): Promise<GameRound | undefined>;
  /** The learner's best score over their kept rounds finished by `now`; null before their first. */
  personalBest(learner: string, now: Date): Promise<number | null>;
  displayName(learner: string): Promise<string | null>;
  /** 'taken' when another learner's name has the same look (nameLookKey), which the database keeps unique. */
  setDisplayName(learner: string, displayName: string, nameKey: string, now: Date): Promise<'taken' | void>;
  /**
   * The best score of each learner with a display name over their rounds that ended in [`from`, `now`], best
   * first (of equal scores, the one reached first), at most `limit`. Rounds that found nothing or are unranked are
   * not shown.
   */
  leaderboard(from: Date, now: Date, limit: number): Promise<LeaderboardRow[]>;
  /** Deletes the learner's rounds and display name (with the progress kept with their account). */
  forget(learner: string): Promise<void>;
}

export const createGameRepository = (database: () => Promise<Database>): GameRepository => ({
  async startRound(round, pruneBefore) {
    const db = await database();
    const weekStart = weekStartOf(round.startedAt);
    return databaseQuery(async () => {
      // Cheap with the index on ends_at; a signed-in learner's rounds stay longer, for their personal best.
      await db
        .delete(gameRounds)
        .where(
          or(
            and(isNull(gameRounds.learner), lt(gameRounds.endsAt, pruneBefore.anonymous)),
            lt(gameRounds.endsAt, pruneBefore.signedIn),
          ),
        );
      await db.delete(answerOpenings).where(lt(answerOpenings.openedAt, weekStart));
      const found = Object.fromEntries(round.challenges.map((storeName) => [storeName, []]));
      const stored = (
        await db
          .insert(gameRounds)
          .values({ id: randomUUID(), ...round, found, submissions: 0, score: 0 })
          .returning()
      )[0]!;
      if (stored.learner === null || stored.unranked !== null) return stored;
      // Looked up once the round is stored, not before: an answer opened meanwhile either is seen here or
      // finds this round running (answersOpened), so none slips between the two.
      const [unranked] = await db
        .update(gameRounds)
        .set({ unranked: 'answersOpened' })
        .where(
          and(
            eq(gameRounds.id, stored.id),
            exists(
              db
                .select({ learner: answerOpenings.learner })
                .from(answerOpenings)
                .where(
                  and(
                    eq(answerOpenings.learner, stored.learner),
                    inArray(answerOpenings.storeName, round.challenges),
                    gte(answerOpenings.openedAt, weekStart),
                  ),
                ),
            ),
          ),
        )
        .returning();
      return unranked ?? stored;
    });
  },

  async answersOpened(learner, storeName, now) {
    const db = await database();
    await databaseQuery(async () => {
      // Recorded first, so a round starting meanwhile sees it (startRound looks after storing itself).
      await db
        .insert(answerOpenings)
        .values({ learner, storeName, openedAt: now })
        .onConflictDoUpdate({
          target: [answerOpenings.learner, answerOpenings.storeName],
          set: { openedAt: sql`greatest(${answerOpenings.openedAt}, excluded.opened_at)` },
        });
      await db
        .update(gameRounds)
        .set({ unranked: 'answersOpened' })
        .where(
          and(
            eq(gameRounds.learner, learner),
            // A round already unranked keeps its first reason.
            isNull(gameRounds.unranked),
            lte(gameRounds.startedAt, now),
            gt(gameRounds.endsAt, now),
            sql`${gameRounds.challenges} @> ${JSON.stringify([storeName])}::jsonb`,
          ),
        );
    });
  },

  async findRound(id) {
    const db = await database();
    return databaseQuery(async () => (await db.select().from(gameRounds).where(eq(gameRounds.id, id)))[0]);
  },

  async recordSubmission(id, storeName, keys, now) {
    const db = await database();
    return databaseQuery(() =>
      db.transaction(async (tx): Promise<SubmissionOutcome | undefined> => {
        const [round] = await tx.select().from(gameRounds).where(eq(gameRounds.id, id)).for('update');
        if (!round) return undefined;
        // Checked under the lock too: a submission judged just before the end is stored only if still in time.
        if (now.getTime() >= round.endsAt.getTime()) return { over: true };
        const before = round.found[storeName] ?? [];
        const fresh = keys.filter((key) => !before.includes(key));
        const found = fresh.length > 0 ? { ...round.found, [storeName]: [...before, ...fresh] } : round.found;
        const score = scoreOf(found);
        // Only a learner's round can rank, so only theirs keeps its pace.
        const paced = round.learner !== null;
        const recent = round.recentSubmissions;
        const tooFast = paced && round.unranked === null && breaksPace(recent, now.getTime());
        const [updated] = await tx
          .update(gameRounds)
          .set({
            found,
            score,
            submissions: round.submissions + 1,
            ...(paced && { recentSubmissions: paceMemoryAfter(recent, now.getTime()) }),
            ...(tooFast && { unranked: 'tooFast' as const }),
          })
          .where(eq(gameRounds.id, id))
          .returning();
        return { over: false, round: updated!, scored: score - round.score };
      }),
    );
  },

  async finishRound(id, now) {
    const db = await database();
    return databaseQuery(async () => {
      const [finished] = await db
        .update(gameRounds)
        .set({ endsAt: now })
        .where(and(eq(gameRounds.id, id), gt(gameRounds.endsAt, now)))
        .returning();
      return finished ?? (await db.select().from(gameRounds).where(eq(gameRounds.id, id)))[0];
    });
  },

  async personalBest(learner, now) {
    const db = await database();
    return databaseQuery(async () => {
      const [row] = await db
        .select({ best: max(gameRounds.score) })
        .from(gameRounds)
        .where(and(eq(gameRounds.learner, learner), lte(gameRounds.endsAt, now)));
      return row?.best ?? null;
    });
  },

  async displayName(learner) {
    const db = await database();
    return databaseQuery(async () => {
      const [row] = await db
        .select({ displayName: gamePlayers.displayName })
        .from(gamePlayers)
        .where(eq(gamePlayers.learner, learner));
      return row?.displayName ?? null;
    });
  },

  async setDisplayName(learner, displayName, nameKey, now) {
    const db = await database();
    return databaseQuery(async () => {
      try {
        await db
          .insert(gamePlayers)
          .values({ learner, displayName, nameKey, updatedAt: now })
          .onConflictDoUpdate({ target: gamePlayers.learner, set: { displayName, nameKey, updatedAt: now } });
      } catch (error) {
        // The name_key constraint: two learners choosing look-alike names at once cannot both have them.
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    });
  },

  async forget(learner) {
    const db = await database();
    await databaseQuery(() =>
      db.transaction(async (tx) => {
        await tx.delete(gameRounds).where(eq(gameRounds.learner, learner));
        await tx.delete(gamePlayers).where(eq(gamePlayers.learner, learner));
      }),
    );
  },

  async leaderboard(from, now, limit) {
    const db = await database();
    return databaseQuery(() => {
      // Each learner's best round of the week (DISTINCT ON keeps the first row per learner in this order).
      const best = db
        .selectDistinctOn([gameRounds.learner], {
          learner: gameRounds.learner,
          score: gameRounds.score,
          endsAt: gameRounds.endsAt,
        })
        .from(gameRounds)
        .where(
          and(
            isNotNull(gameRounds.learner),
            gte(gameRounds.endsAt, from),
            lte(gameRounds.endsAt, now),
            gt(gameRounds.score, 0),
            isNull(gameRounds.unranked),
          ),
        )
        .orderBy(gameRounds.learner, desc(gameRounds.score), asc(gameRounds.endsAt))
        .as('best');
      return db
        .select({ displayName: gamePlayers.displayName, score: best.score })
        .from(best)
        .innerJoin(gamePlayers, eq(gamePlayers.learner, best.learner))
        .orderBy(desc(best.score), asc(best.endsAt))
        .limit(limit);
    });
  },
});
