// Over 300 lines because it holds every query the classroom runs behind one interface, so the routes never see SQL
// and one transaction boundary is visible in one file.
import { randomUUID } from 'node:crypto';
import type {
  ArchivedTerm,
  Assignment,
  ClassGrid,
  ClassSummary,
  CurrentClassGrid,
  Membership,
} from '@qa/shared/classroom';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { isUniqueViolation, type Database } from '../database/open-database';
import {
  challengeProgress,
  classAssignments,
  classMembers,
  classes,
  classTerms,
  interviewSessions,
} from '../database/schema';
import { databaseQuery } from '../http/store-unavailable';
import { newClassCode } from './class-code';
import {
  archivedGrid,
  baselineOf,
  classGrid,
  type GridMember,
  type MemberChallenge,
  type MemberSession,
} from './class-grid';
import type { MemberActivity } from './learner-detail';
import { learnerIdOf } from './learner-id';

export type ClassRow = typeof classes.$inferSelect;

/** Classes, their members and their archived terms, in the database the app opened. */
export interface ClassroomRepository {
  createClass(trainer: string, name: string, now: Date): Promise<ClassSummary | 'tooManyClasses'>;
  /** The trainer's classes, newest first. */
  classesOf(trainer: string): Promise<ClassSummary[]>;
  findClass(id: string): Promise<ClassRow | undefined>;
  findByCode(code: string): Promise<ClassRow | undefined>;
  summary(row: ClassRow): Promise<ClassSummary>;
  /** The class as it is once renamed; undefined when there is no such class. */
  rename(id: string, name: string): Promise<ClassSummary | undefined>;
  /** Deletes the class with its members and archived terms; whether there was one. */
  deleteClass(id: string): Promise<boolean>;
  /**
   * The current term's grid, over `challenges` (every challenge with its total); a session running past `now`
   * unfinished counts as abandoned.
   */
  grid(row: ClassRow, challenges: ClassGrid['challenges'], now: Date): Promise<CurrentClassGrid>;
  /**
   * One member's records and their sessions of the class's assignments that are over at `now` (as the grid counts
   * them), by the membership's id; undefined when the class has no such member.
   */
  memberActivity(row: ClassRow, memberId: string, now: Date): Promise<MemberActivity | undefined>;
  /** The current members and their records: what the class's weak spots are counted from. */
  membersAndRecords(row: ClassRow): Promise<{ members: GridMember[]; records: MemberChallenge[] }>;
  /** Archives the current term's grid and starts the next from every member's progress now. */
  /** Archives the current term and starts the next; without its members too, for a new cohort. */
  startAfresh(
    id: string,
    challenges: ClassGrid['challenges'],
    now: Date,
    withoutMembers?: boolean,
  ): Promise<ClassSummary | undefined>;
  /** A new join code for the class (the old one joins no one from now on); undefined when there is no such class. */
  changeCode(id: string): Promise<ClassSummary | undefined>;
  terms(id: string): Promise<ArchivedTerm[]>;
  /** Joins, or answers the existing membership (its name unchanged) when already a member. */
  join(row: ClassRow, learner: string, name: string, now: Date): Promise<Membership | 'classFull'>;
  /** The learner's classes, each with its assignments open at `now`. */
  membershipsOf(learner: string, now: Date): Promise<Membership[]>;
  /** Whether there was a membership to leave. */
  leave(classId: string, learner: string): Promise<boolean>;
  /**
   * The trainer removes members by their memberships' ids; how many the class had. Their progress stays theirs.
   */
  removeMembers(classId: string, memberIds: readonly string[]): Promise<number>;
  /** Keeps the challenges the grid shows (null: every one); whether there was such a class. */
  chooseChallenges(id: string, challenges: string[] | null): Promise<boolean>;
  /** The class's assignments, oldest first. */
  assignments(classId: string): Promise<Assignment[]>;
  /**
   * Sets an interview with the class's next number (never one given before). Refused while the class already has
   * the same interview open (not yet due), and beyond MAX_ASSIGNMENTS_PER_CLASS.
   */
  createAssignment(
    classId: string,
    family: string,
    dueAt: Date | null,
    now: Date,
  ): Promise<Assignment | 'tooManyAssignments' | 'assignmentRepeated'>;
  /** Whether the class had the assignment. Sessions started for it stay their learners'. */
  deleteAssignment(classId: string, assignmentId: string): Promise<boolean>;
  /** The assignment, if the learner is a member of its class; undefined for anyone else, as if there were none. */
  memberAssignment(assignmentId: string, learner: string): Promise<Assignment | undefined>;
  /**
   * A member's finished session of one of the class's assignments (started before its due date, as the grid
   * counts them), with their name in the class; undefined for any other session, as if there were none.
   */
  memberSession(classId: string, memberId: string, sessionId: string): Promise<MemberScorecard | undefined>;
}

/** A member's finished session as its trainer reads it: the kept scorecard and who took it. */
export interface MemberScorecard {
  name: string;
  session: Pick<typeof interviewSessions.$inferSelect, 'family' | 'verified'> & {
    total: number;
    scorecard: Record<string, unknown>;
  };
}

/** Enough for a trainer with several groups a year; a bound on what one account can make the server keep. */
export const MAX_CLASSES_PER_TRAINER = 50;
export const MAX_MEMBERS_PER_CLASS = 300;
/** More than a course sets a class; a bound on what one trainer can make the server keep. */
export const MAX_ASSIGNMENTS_PER_CLASS = 50;
/** A new code that happens to exist already is drawn again (at 50 classes each, a clash is rare indeed). */
const CODE_ATTEMPTS = 5;

const summaryOf = (row: ClassRow, members: number): ClassSummary => ({
  id: row.id,
  code: row.code,
  name: row.name,
  term: row.term,
  termStartedAt: row.termStartedAt.toISOString(),
  members,
});

type Queryable = Pick<Database, 'select'>;

const assignmentOf = (row: typeof classAssignments.$inferSelect): Assignment => ({
  id: row.id,
  number: row.number,
  family: row.family,
  createdAt: row.createdAt.toISOString(),
  dueAt: row.dueAt?.toISOString() ?? null,
});

const assignmentsOf = async (db: Queryable, classId: string): Promise<Assignment[]> =>
  (
    await db
      .select()
      .from(classAssignments)
      .where(eq(classAssignments.classId, classId))
      .orderBy(asc(classAssignments.createdAt), asc(classAssignments.id))
  ).map(assignmentOf);

/**
 * The learners' sessions of the assignments that are over at `now`, each started before its assignment's due date
 * (a late one, which the API refuses to start, is no answer to it): those finished, and those started and left to
 * run past their end unfinished (abandoned). A session left to run out is finished, and scored, only when its
 * learner next asks for its scorecard: until then it counts as abandoned.
 */
const sessionsOf = async (
  db: Queryable,
  learners: readonly string[],
  assignments: readonly Assignment[],
  now: Date,
): Promise<MemberSession[]> => {
  if (learners.length === 0 || assignments.length === 0) return [];
  const rows = await db
    .select({
      id: interviewSessions.id,
      learner: interviewSessions.learner,
      assignmentId: interviewSessions.assignmentId,
      total: interviewSessions.total,
      startedAt: interviewSessions.startedAt,
      finishedAt: interviewSessions.finishedAt,
      scorecard: interviewSessions.scorecard,
    })
    .from(interviewSessions)
    .where(
      and(
        inArray(interviewSessions.learner, [...learners]),
        inArray(
          interviewSessions.assignmentId,
          assignments.map(({ id }) => id),
        ),
        or(
          and(isNotNull(interviewSessions.finishedAt), isNotNull(interviewSessions.total)),
          and(isNull(interviewSessions.finishedAt), lte(interviewSessions.endsAt, now)),
        ),
      ),
    );
  const dueOf = new Map(
    assignments.map(({ id, dueAt }) => [id, dueAt === null ? Infinity : Date.parse(dueAt)]),
  );
  return rows.flatMap(
    ({ id, learner, assignmentId, total, startedAt, finishedAt, scorecard }): MemberSession[] => {
      if (learner === null || assignmentId === null) return [];
      if (startedAt.getTime() >= (dueOf.get(assignmentId) ?? Infinity)) return [];
      if (finishedAt === null) return [{ id, learner, assignmentId, abandoned: true }];
      return total === null
        ? []
        : [{ id, learner, assignmentId, total, finishedAt, scorecard: scorecard ?? {} }];
    },
  );
};

const recordsOf = async (db: Queryable, learners: readonly string[]): Promise<MemberChallenge[]> =>
  learners.length === 0
    ? []
    : db
        .select({
          learner: challengeProgress.userId,
          storeName: challengeProgress.storeName,
          epoch: challengeProgress.epoch,
          answers: challengeProgress.answers,
          testDesign: challengeProgress.testDesign,
          bugReports: challengeProgress.bugReports,
          updatedAt: challengeProgress.updatedAt,
        })
        .from(challengeProgress)
        .where(inArray(challengeProgress.userId, [...learners]));

const memberCount = async (db: Queryable, classId: string): Promise<number> => {
  const [row] = await db
    .select({ members: count() })
    .from(classMembers)
    .where(eq(classMembers.classId, classId));
  return row?.members ?? 0;
};

const gridOf = async (
  db: Queryable,
  row: ClassRow,
  challenges: ClassGrid['challenges'],
  now: Date,
  learnerIdSecret: string | undefined,
) => {
  const stored = await db.select().from(classMembers).where(eq(classMembers.classId, row.id));
  const members =
    learnerIdSecret === undefined
      ? stored
      : stored.map((member) => ({
          ...member,
          learnerId: learnerIdOf(learnerIdSecret, row.id, member.learner),
        }));
  const learners = members.map((member) => member.learner);
  const records = await recordsOf(db, learners);
  const assignments = await assignmentsOf(db, row.id);
  const sessions = await sessionsOf(db, learners, assignments, now);
  return {
    members,
    records,
    grid: classGrid(challenges, members, records, row.termStartedAt, { assignments, sessions }),
  };
};

/**
 * `learnerIdSecret` (LEARNER_ID_SECRET) gives each grid's learners their id in the class; a test that reads no grid
 * may leave it out.
 */
export const createClassroomRepository = (
  database: () => Promise<Database>,
  learnerIdSecret?: string,
): ClassroomRepository => ({
  async createClass(trainer, name, now) {
    const db = await database();
    return databaseQuery(() =>
      db.transaction(async (tx): Promise<ClassSummary | 'tooManyClasses'> => {
        // A lock per trainer for the transaction: the count and the insert are one step, so concurrent creations
        // never take a trainer past the bound (a trainer has no row of their own to lock).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`classes:${trainer}`}, 0))`);
        const [owned] = await tx
          .select({ classes: count() })
          .from(classes)
          .where(eq(classes.trainer, trainer));
        if ((owned?.classes ?? 0) >= MAX_CLASSES_PER_TRAINER) return 'tooManyClasses';
        for (let attempt = 1; ; attempt += 1) {
          try {
            // A savepoint: a code that clashes fails this insert only, not the transaction.
            const [row] = await tx.transaction((attemptTx) =>
              attemptTx
                .insert(classes)
                .values({
                  id: randomUUID(),
                  code: newClassCode(),
                  trainer,
                  name,
                  createdAt: now,
                  termStartedAt: now,
                })
                .returning(),
            );
            return summaryOf(row!, 0);
          } catch (error) {
            if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
          }
        }
      }),
    );
  },

  async classesOf(trainer) {
    const db = await database();
    return databaseQuery(async () => {
      const rows = await db
        .select({ row: classes, members: count(classMembers.learner) })
        .from(classes)
        .leftJoin(classMembers, eq(classMembers.classId, classes.id))
        .where(eq(classes.trainer, trainer))
        .groupBy(classes.id)
        .orderBy(desc(classes.createdAt));
      return rows.map(({ row, members }) => summaryOf(row, members));
    });
  },

  async findClass(id) {
    const db = await database();
    return databaseQuery(async () => (await db.select().from(classes).where(eq(classes.id, id)))[0]);
  },

  async findByCode(code) {
    const db = await database();
    return databaseQuery(async () => (await db.select().from(classes).where(eq(classes.code, code)))[0]);
  },

  async summary(row) {
    const db = await database();
    return databaseQuery(async () => summaryOf(row, await memberCount(db, row.id)));
  },

  async rename(id, name) {
    const db = await database();
    return databaseQuery(async () => {
      const [renamed] = await db.update(classes).set({ name }).where(eq(classes.id, id)).returning();
      return renamed && summaryOf(renamed, await memberCount(db, id));
    });
  },

  async deleteClass(id) {
    const db = await database();
    return databaseQuery(async () => {
      // The foreign keys of class_members and class_terms cascade: the class's members and past go with it.
      const deleted = await db.delete(classes).where(eq(classes.id, id)).returning({ id: classes.id });
      return deleted.length > 0;
    });
  },

  async grid(row, challenges, now) {
    const db = await database();
    return databaseQuery(async () => (await gridOf(db, row, challenges, now, learnerIdSecret)).grid);
  },

  async memberActivity(row, memberId, now) {
    const db = await database();
    return databaseQuery(async () => {
      const [member] = await db
        .select()
        .from(classMembers)
        .where(and(eq(classMembers.classId, row.id), eq(classMembers.id, memberId)));
      if (!member) return undefined;
      const assignments = await assignmentsOf(db, row.id);
      return {
        member,
        records: await recordsOf(db, [member.learner]),
        assignments,
        sessions: await sessionsOf(db, [member.learner], assignments, now),
      };
    });
  },

  async membersAndRecords(row) {
    const db = await database();
    return databaseQuery(async () => {
      const members = await db.select().from(classMembers).where(eq(classMembers.classId, row.id));
      const learners = members.map(({ learner }) => learner);
      return { members, records: await recordsOf(db, learners) };
    });
  },

  async startAfresh(id, challenges, now, withoutMembers = false) {
    const db = await database();
    return databaseQuery(() =>
      db.transaction(async (tx) => {
        // Locked, so two presses at once archive one term, not the same term twice.
        const [row] = await tx.select().from(classes).where(eq(classes.id, id)).for('update');
        if (!row) return undefined;
        const { members, records, grid } = await gridOf(tx, row, challenges, now, learnerIdSecret);
        await tx.insert(classTerms).values({
          classId: id,
          term: row.term,
          startedAt: row.termStartedAt,
          endedAt: now,
          grid: archivedGrid(grid),
        });
        // A new cohort: the archive keeps the old one's grid, their progress stays theirs.
        if (withoutMembers) await tx.delete(classMembers).where(eq(classMembers.classId, id));
        else
          for (const member of members) {
            const own = records.filter((record) => record.learner === member.learner);
            await tx
              .update(classMembers)
              .set({ baseline: baselineOf(own) })
              .where(and(eq(classMembers.classId, id), eq(classMembers.learner, member.learner)));
          }
        const [next] = await tx
          .update(classes)
          .set({ term: row.term + 1, termStartedAt: now })
          .where(eq(classes.id, id))
          .returning();
        return summaryOf(next!, withoutMembers ? 0 : members.length);
      }),
    );
  },

  async changeCode(id) {
    const db = await database();
    return databaseQuery(() =>
      db.transaction(async (tx) => {
        for (let attempt = 1; ; attempt += 1) {
          try {
            // A savepoint: a code that clashes fails this update only, not the transaction.
            const [row] = await tx.transaction((attemptTx) =>
              attemptTx.update(classes).set({ code: newClassCode() }).where(eq(classes.id, id)).returning(),
            );
            if (!row) return undefined;
            const [members] = await tx
              .select({ count: count() })
              .from(classMembers)
              .where(eq(classMembers.classId, id));
            return summaryOf(row, members?.count ?? 0);
          } catch (error) {
            if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
          }
        }
      }),
    );
  },

  async terms(id) {
    const db = await database();
    return databaseQuery(async () => {
      const rows = await db
        .select()
        .from(classTerms)
        .where(eq(classTerms.classId, id))
        .orderBy(desc(classTerms.term));
      return rows.map(({ term, startedAt, endedAt, grid }) => ({
        term,
        startedAt: startedAt.toISOString(),
        endedAt: endedAt.toISOString(),
        grid,
      }));
    });
  },

  async join(row, learner, name, now) {
    const db = await database();
    return databaseQuery(() =>
      db.transaction(async (tx): Promise<Membership | 'classFull'> => {
        // Locked: the member count and the insert are one step, so a class never goes over its bound.
        await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, row.id)).for('update');
        const [existing] = await tx
          .select()
          .from(classMembers)
          .where(and(eq(classMembers.classId, row.id), eq(classMembers.learner, learner)));
        const membership = (member: typeof classMembers.$inferSelect): Membership => ({
          classId: row.id,
          className: row.name,
          name: member.name,
          joinedAt: member.joinedAt.toISOString(),
        });
        if (existing) return membership(existing);
        if ((await memberCount(tx, row.id)) >= MAX_MEMBERS_PER_CLASS) return 'classFull';
        const [stored] = await tx
          .insert(classMembers)
          .values({
            classId: row.id,
            learner,
            name,
            joinedAt: now,
            baseline: baselineOf(await recordsOf(tx, [learner])),
          })
          .returning();
        return membership(stored!);
      }),
    );
  },

  async membershipsOf(learner, now) {
    const db = await database();
    return databaseQuery(async () => {
      const rows = await db
        .select({ member: classMembers, className: classes.name })
        .from(classMembers)
        .innerJoin(classes, eq(classes.id, classMembers.classId))
        .where(eq(classMembers.learner, learner))
        .orderBy(asc(classMembers.joinedAt));
      const open =
        rows.length === 0
          ? []
          : await db
              .select()
              .from(classAssignments)
              .where(
                and(
                  inArray(
                    classAssignments.classId,
                    rows.map(({ member }) => member.classId),
                  ),
                  or(isNull(classAssignments.dueAt), gt(classAssignments.dueAt, now)),
                ),
              )
              .orderBy(asc(classAssignments.createdAt), asc(classAssignments.id));
      return rows.map(({ member, className }) => ({
        classId: member.classId,
        className,
        name: member.name,
        joinedAt: member.joinedAt.toISOString(),
        assignments: open.filter(({ classId }) => classId === member.classId).map(assignmentOf),
      }));
    });
  },

  async leave(classId, learner) {
    const db = await database();
    return databaseQuery(async () => {
      const removed = await db
        .delete(classMembers)
        .where(and(eq(classMembers.classId, classId), eq(classMembers.learner, learner)))
        .returning({ learner: classMembers.learner });
      return removed.length > 0;
    });
  },

  async removeMembers(classId, memberIds) {
    if (memberIds.length === 0) return 0;
    const db = await database();
    return databaseQuery(async () => {
      const removed = await db
        .delete(classMembers)
        .where(and(eq(classMembers.classId, classId), inArray(classMembers.id, [...memberIds])))
        .returning({ id: classMembers.id });
      return removed.length;
    });
  },

  async chooseChallenges(id, challenges) {
    const db = await database();
    return databaseQuery(async () => {
      const updated = await db
        .update(classes)
        .set({ challenges })
        .where(eq(classes.id, id))
        .returning({ id: classes.id });
      return updated.length > 0;
    });
  },

  async assignments(classId) {
    const db = await database();
    return databaseQuery(() => assignmentsOf(db, classId));
  },

  async createAssignment(classId, family, dueAt, now) {
    const db = await database();
    return databaseQuery(() =>
      db.transaction(async (tx): Promise<Assignment | 'tooManyAssignments' | 'assignmentRepeated'> => {
        // Locked: the checks, the number and the insert are one step, so two trainer tabs never share a number.
        const [row] = await tx
          .select({ set: classes.assignmentsSet })
          .from(classes)
          .where(eq(classes.id, classId))
          .for('update');
        const current = await tx
          .select({ family: classAssignments.family, dueAt: classAssignments.dueAt })
          .from(classAssignments)
          .where(eq(classAssignments.classId, classId));
        if (current.length >= MAX_ASSIGNMENTS_PER_CLASS) return 'tooManyAssignments';
        const open = ({ dueAt: due }: { dueAt: Date | null }) => due === null || due > now;
        if (current.some((other) => other.family === family && open(other))) return 'assignmentRepeated';
        const number = (row?.set ?? 0) + 1;
        await tx.update(classes).set({ assignmentsSet: number }).where(eq(classes.id, classId));
        const [created] = await tx
          .insert(classAssignments)
          .values({ id: randomUUID(), classId, family, number, createdAt: now, dueAt })
          .returning();
        return assignmentOf(created!);
      }),
    );
  },

  async deleteAssignment(classId, assignmentId) {
    const db = await database();
    return databaseQuery(async () => {
      const deleted = await db
        .delete(classAssignments)
        .where(and(eq(classAssignments.classId, classId), eq(classAssignments.id, assignmentId)))
        .returning({ id: classAssignments.id });
      return deleted.length > 0;
    });
  },

  async memberAssignment(assignmentId, learner) {
    const db = await database();
    return databaseQuery(async () => {
      const [row] = await db
        .select({ assignment: classAssignments })
        .from(classAssignments)
        .innerJoin(
          classMembers,
          and(eq(classMembers.classId, classAssignments.classId), eq(classMembers.learner, learner)),
        )
        .where(eq(classAssignments.id, assignmentId));
      return row && assignmentOf(row.assignment);
    });
  },

  async memberSession(classId, memberId, sessionId) {
    const db = await database();
    return databaseQuery(async (): Promise<MemberScorecard | undefined> => {
      const [row] = await db
        .select({
          name: classMembers.name,
          family: interviewSessions.family,
          verified: interviewSessions.verified,
          total: interviewSessions.total,
          scorecard: interviewSessions.scorecard,
          startedAt: interviewSessions.startedAt,
          dueAt: classAssignments.dueAt,
        })
        .from(interviewSessions)
        .innerJoin(
          classAssignments,
          and(eq(classAssignments.id, interviewSessions.assignmentId), eq(classAssignments.classId, classId)),
        )
        .innerJoin(
          classMembers,
          and(
            eq(classMembers.classId, classId),
            eq(classMembers.id, memberId),
            eq(classMembers.learner, interviewSessions.learner),
          ),
        )
        .where(and(eq(interviewSessions.id, sessionId), isNotNull(interviewSessions.finishedAt)));
      if (!row || row.total === null || row.scorecard === null) return undefined;
      if (row.dueAt !== null && row.startedAt >= row.dueAt) return undefined;
      const { name, family, verified, total, scorecard } = row;
      return { name, session: { family, verified, total, scorecard } };
    });
  },
});
