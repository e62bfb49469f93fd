// Over 300 lines because every query of the sessions shares one rule of whose a session is (`ownSession`) and one
// guard against the database being away; split, each file would repeat them.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../database/open-database';
import { classAssignments, classMembers, interviewSessions } from '../database/schema';
import { databaseQuery } from '../http/store-unavailable';

/** A stored interview session. */
export type InterviewSession = typeof interviewSessions.$inferSelect;

export interface NewSession {
  /** The verified uid of who starts it; null for an anonymous session. */
  learner: string | null;
  /** Whether the account's address is confirmed: only such sessions make the percentile. */
  verified: boolean;
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
export type SessionChange = Partial<Pick<InterviewSession, 'sends' | 'tableRun' | 'report' | 'reportGrade'>>;

/** What a write did: nothing once the session is over, else the session as stored afterwards. */
export type WriteOutcome = { over: true } | { over: false; session: InterviewSession };

/**
 * What a share link shows: the finished session's scorecard, never whose account it is; for a session of a class
 * assignment, the learner's name in that class while they are in it (null otherwise).
 */
export type SharedSession = Pick<InterviewSession, 'family' | 'startedAt' | 'total' | 'verified'> & {
  finishedAt: Date;
  scorecard: NonNullable<InterviewSession['scorecard']>;
  takenBy: string | null;
};

/** A finished session as its learner's progress lists it. */
export type FinishedSession = Pick<InterviewSession, 'id' | 'family' | 'startedAt' | 'assignmentId'> & {
  finishedAt: Date;
  total: number;
};

/** Under this many finished sessions of a family, a percentile would say more about chance than about the learner. */
export const PERCENTILE_MIN_SESSIONS = 10;

/** How many finished sessions a learner's progress lists, newest first. */
export const LISTED_SESSIONS = 50;

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
  /**
   * The id the session's share links name, made on first asking; undefined when the session is not the learner's
   * or is not finished.
   */
  shareId(id: string, learner: string | undefined): Promise<string | undefined>;
  /** The finished session a share id names, whoever asks; undefined when there is none. */
  findShared(shareId: string): Promise<SharedSession | undefined>;
  /**
   * The share (0 to 100) of the family's counted sessions that `total` beats, a tie counting half; null while the
   * family has fewer than PERCENTILE_MIN_SESSIONS. Counted: each confirmed account's first finished session of the
   * family, so neither anonymous sessions nor one account's many can move it.
   */
  percentile(family: string, total: number): Promise<number | null>;
  /**
   * The learner's session running at `now`, if any: while it runs, answers and hints are off, and so are the
   * practice table and report of its challenge.
   */
  running(learner: string, now: Date): Promise<InterviewSession | undefined>;
  /** The learner's finished sessions, newest first, at most LISTED_SESSIONS. */
  finished(learner: string): Promise<FinishedSession[]>;
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
  async start({ learner, verified, family, seed, drawn, now, seconds, assignmentId }) {
    const db = await database();
    return databaseQuery(async () => {
      const [stored] = await db
        .insert(interviewSessions)
        .values({
          id: randomUUID(),
          learner,
          verified: learner !== null && verified,
          family,
          seed,
          drawn,
          startedAt: now,
          endsAt: new Date(now.getTime() + seconds * 1000),
          sends: [],
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

  async shareId(id, learner) {
    if (!UUID.test(id)) return undefined;
    const db = await database();
    return databaseQuery(async () => {
      const [row] = await db
        .update(interviewSessions)
        .set({ shareId: sql`coalesce(${interviewSessions.shareId}, ${randomUUID()}::uuid)` })
        .where(and(ownSession(id, learner), isNotNull(interviewSessions.finishedAt)))
        .returning({ shareId: interviewSessions.shareId });
      return row?.shareId ?? undefined;
    });
  },

  async findShared(shareId) {
    if (!UUID.test(shareId)) return undefined;
    const db = await database();
    return databaseQuery(async () => {
      const [row] = await db
        .select({
          family: interviewSessions.family,
          startedAt: interviewSessions.startedAt,
          finishedAt: interviewSessions.finishedAt,
          scorecard: interviewSessions.scorecard,
          total: interviewSessions.total,
          verified: interviewSessions.verified,
          takenBy: classMembers.name,
        })
        .from(interviewSessions)
        .leftJoin(classAssignments, eq(classAssignments.id, interviewSessions.assignmentId))
        .leftJoin(
          classMembers,
          and(
            eq(classMembers.classId, classAssignments.classId),
            eq(classMembers.learner, interviewSessions.learner),
          ),
        )
        .where(eq(interviewSessions.shareId, shareId));
      if (!row || row.finishedAt === null || row.scorecard === null) return undefined;
      return { ...row, finishedAt: row.finishedAt, scorecard: row.scorecard };
    });
  },

  async percentile(family, total) {
    const db = await database();
    return databaseQuery(async () => {
      // Each confirmed learner's first finished session of the family.
      const firsts = db
        .selectDistinctOn([interviewSessions.learner], { total: interviewSessions.total })
        .from(interviewSessions)
        .where(
          and(
            eq(interviewSessions.family, family),
            eq(interviewSessions.verified, true),
            isNotNull(interviewSessions.learner),
            isNotNull(interviewSessions.finishedAt),
            isNotNull(interviewSessions.total),
          ),
        )
        .orderBy(interviewSessions.learner, asc(interviewSessions.finishedAt))
        .as('firsts');
      const [counts] = await db
        .select({
          all: sql<number>`count(*)`.mapWith(Number),
          below: sql<number>`count(*) filter (where ${firsts.total} < ${total})`.mapWith(Number),
          equal: sql<number>`count(*) filter (where ${firsts.total} = ${total})`.mapWith(Number),
        })
        .from(firsts);
      if (!counts || counts.all < PERCENTILE_MIN_SESSIONS) return null;
      return Math.round((100 * (counts.below + counts.equal / 2)) / counts.all);
    });
  },

  async running(learner, now) {
    const db = await database();
    return databaseQuery(async () => {
      const [session] = await db
        .select()
        .from(interviewSessions)
        .where(
          and(
            eq(interviewSessions.learner, learner),
            isNull(interviewSessions.finishedAt),
            gt(interviewSessions.endsAt, now),
          ),
        )
        .orderBy(desc(interviewSessions.startedAt))
        .limit(1);
      return session;
    });
  },

  async finished(learner) {
    const db = await database();
    return databaseQuery(async () => {
      const rows = await db
        .select({
          id: interviewSessions.id,
          family: interviewSessions.family,
          startedAt: interviewSessions.startedAt,
          finishedAt: interviewSessions.finishedAt,
          total: interviewSessions.total,
          assignmentId: interviewSessions.assignmentId,
        })
        .from(interviewSessions)
        .where(
          and(
            eq(interviewSessions.learner, learner),
            isNotNull(interviewSessions.finishedAt),
            isNotNull(interviewSessions.total),
          ),
        )
        .orderBy(desc(interviewSessions.finishedAt))
        .limit(LISTED_SESSIONS);
      return rows.flatMap(({ finishedAt, total, ...row }) =>
        finishedAt === null || total === null ? [] : [{ ...row, finishedAt, total }],
      );
    });
  },

  async forget(learner) {
    const db = await database();
    await databaseQuery(() => db.delete(interviewSessions).where(eq(interviewSessions.learner, learner)));
  },
});
