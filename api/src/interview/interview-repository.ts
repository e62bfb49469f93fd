import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../database/open-database';
import { interviewSessions } from '../database/schema';
import { databaseQuery } from '../http/store-unavailable';

/** A stored interview session. */
export type InterviewSession = typeof interviewSessions.$inferSelect;

export interface NewSession {
  /** The verified uid of who starts it; null for an anonymous session. */
  learner: string | null;
  family: string;
  seed: string;
  drawn: string[];
  /** When it starts: the server's clock. */
  now: Date;
  /** How long it lasts (INTERVIEW_SECONDS). */
  seconds: number;
  /** The class assignment it answers, if any. */
  assignmentId?: string;
}

/** What the learner's work changes in a running session; nothing else is written while it runs. */
export type SessionChange = Partial<Pick<InterviewSession, 'found' | 'tableRun' | 'report' | 'reportGrade'>>;

/** What a write did: nothing once the session is over, else the session as stored afterwards. */
export type WriteOutcome = { over: true } | { over: false; session: InterviewSession };

/** What a share link shows: the finished session's scorecard, never whose it is. */
export type SharedSession = Pick<InterviewSession, 'id' | 'family' | 'startedAt' | 'endsAt' | 'total'> & {
  finishedAt: Date;
  scorecard: NonNullable<InterviewSession['scorecard']>;
};

/** Under this many finished sessions of a family, a percentile would say more about chance than about the learner. */
export const PERCENTILE_MIN_SESSIONS = 10;

/**
 * Interview sessions in the database the app opened. `learner` is the caller's verified uid, undefined when they
 * are not signed in: a session is theirs when it is anonymous (whoever holds its id owns it, as a Game round) or
 * was started by that uid. Another learner's session is never found through them.
 */
export interface InterviewRepository {
  /** Stores a new session that runs from `now` for `seconds`. */
  start(session: NewSession): Promise<InterviewSession>;
  /** The learner's session; undefined when it does not exist or is another learner's. */
  find(id: string, learner: string | undefined): Promise<InterviewSession | undefined>;
  /**
   * Runs `change` on the session under its row lock and stores what it returns (nothing when undefined), so two
   * writes at once each see the other's result. Refused with `{ over: true }`, without running `change`, once
   * `now` reaches the session's end or it is finished; undefined when the session is not the learner's.
   */
  write(
    id: string,
    learner: string | undefined,
    now: Date,
    change: (session: InterviewSession) => SessionChange | undefined,
  ): Promise<WriteOutcome | undefined>;
  /**
   * Finishes the session with its scorecard and total: at `now`, or at its end if it ran out before. A session
   * already finished is returned as it was stored (its first scorecard stands). Undefined when it is not the
   * learner's.
   */
  finish(
    id: string,
    learner: string | undefined,
    now: Date,
    scorecard: NonNullable<InterviewSession['scorecard']>,
    total: number,
  ): Promise<InterviewSession | undefined>;
  /** The finished session a share link names, whoever asks; undefined while it runs or when it does not exist. */
  findShared(id: string): Promise<SharedSession | undefined>;
  /**
   * The share (0 to 100) of the family's finished sessions that `total` beats, a tie counting half; null while the
   * family has fewer than PERCENTILE_MIN_SESSIONS finished sessions.
   */
  percentile(family: string, total: number): Promise<number | null>;
  /** Whether the learner has a session of the family running at `now`: its challenge's answers and hints are off. */
  running(learner: string, family: string, now: Date): Promise<boolean>;
  /** Deletes the learner's sessions (with the rest of their account). */
  forget(learner: string): Promise<void>;
}

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** The session by its id, only if it is the learner's: another learner's is as good as absent. */
const ownSession = (id: string, learner: string | undefined) =>
  and(
    eq(interviewSessions.id, id),
    learner === undefined
      ? isNull(interviewSessions.learner)
      : or(isNull(interviewSessions.learner), eq(interviewSessions.learner, learner)),
  );

const isOver = (session: InterviewSession, now: Date): boolean =>
  session.finishedAt !== null || now.getTime() >= session.endsAt.getTime();

export const createInterviewRepository = (database: () => Promise<Database>): InterviewRepository => ({
  async start({ learner, family, seed, drawn, now, seconds, assignmentId }) {
    const db = await database();
    return databaseQuery(async () => {
      const [stored] = await db
        .insert(interviewSessions)
        .values({
          id: randomUUID(),
          learner,
          family,
          seed,
          drawn,
          startedAt: now,
          endsAt: new Date(now.getTime() + seconds * 1000),
          found: [],
          assignmentId: assignmentId ?? null,
        })
        .returning();
      return stored!;
    });
  },

  async find(id, learner) {
    // A malformed id would be a query error (uuid column), which is not the database being away.
    if (!UUID.test(id)) return undefined;
    const db = await database();
    return databaseQuery(
      async () => (await db.select().from(interviewSessions).where(ownSession(id, learner)))[0],
    );
  },

  async write(id, learner, now, change) {
    if (!UUID.test(id)) return undefined;
    const db = await database();
    return databaseQuery(() =>
      db.transaction(async (tx): Promise<WriteOutcome | undefined> => {
        const [session] = await tx
          .select()
          .from(interviewSessions)
          .where(ownSession(id, learner))
          .for('update');
        if (!session) return undefined;
        // Checked under the lock: work judged just before the end is stored only if the session still runs.
        if (isOver(session, now)) return { over: true };
        const changed = change(session);
        if (!changed || Object.keys(changed).length === 0) return { over: false, session };
        const [updated] = await tx
          .update(interviewSessions)
          .set(changed)
          .where(eq(interviewSessions.id, id))
          .returning();
        return { over: false, session: updated! };
      }),
    );
  },

  async finish(id, learner, now, scorecard, total) {
    if (!UUID.test(id)) return undefined;
    const db = await database();
    return databaseQuery(() =>
      db.transaction(async (tx) => {
        const [session] = await tx
          .select()
          .from(interviewSessions)
          .where(ownSession(id, learner))
          .for('update');
        if (!session || session.finishedAt !== null) return session;
        const finishedAt = new Date(Math.min(now.getTime(), session.endsAt.getTime()));
        const [finished] = await tx
          .update(interviewSessions)
          .set({ finishedAt, scorecard, total })
          .where(eq(interviewSessions.id, id))
          .returning();
        return finished;
      }),
    );
  },

  async findShared(id) {
    if (!UUID.test(id)) return undefined;
    const db = await database();
    return databaseQuery(async () => {
      const [row] = await db
        .select({
          id: interviewSessions.id,
          family: interviewSessions.family,
          startedAt: interviewSessions.startedAt,
          endsAt: interviewSessions.endsAt,
          finishedAt: interviewSessions.finishedAt,
          scorecard: interviewSessions.scorecard,
          total: interviewSessions.total,
        })
        .from(interviewSessions)
        .where(eq(interviewSessions.id, id));
      if (!row || row.finishedAt === null || row.scorecard === null) return undefined;
      return { ...row, finishedAt: row.finishedAt, scorecard: row.scorecard };
    });
  },

  async percentile(family, total) {
    const db = await database();
    return databaseQuery(async () => {
      const [counts] = await db
        .select({
          all: sql<number>`count(*)`.mapWith(Number),
          below: sql<number>`count(*) filter (where ${interviewSessions.total} < ${total})`.mapWith(Number),
          equal: sql<number>`count(*) filter (where ${interviewSessions.total} = ${total})`.mapWith(Number),
        })
        .from(interviewSessions)
        .where(
          and(
            eq(interviewSessions.family, family),
            isNotNull(interviewSessions.finishedAt),
            isNotNull(interviewSessions.total),
          ),
        );
      if (!counts || counts.all < PERCENTILE_MIN_SESSIONS) return null;
      return Math.round((100 * (counts.below + counts.equal / 2)) / counts.all);
    });
  },

  async running(learner, family, now) {
    const db = await database();
    return databaseQuery(async () => {
      const [session] = await db
        .select({ id: interviewSessions.id })
        .from(interviewSessions)
        .where(
          and(
            eq(interviewSessions.learner, learner),
            eq(interviewSessions.family, family),
            isNull(interviewSessions.finishedAt),
            gt(interviewSessions.endsAt, now),
          ),
        )
        .limit(1);
      return session !== undefined;
    });
  },

  async forget(learner) {
    const db = await database();
    await databaseQuery(() => db.delete(interviewSessions).where(eq(interviewSessions.learner, learner)));
  },
});
