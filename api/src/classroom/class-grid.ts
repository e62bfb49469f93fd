import type { Assignment, ClassGrid, CurrentClassGrid, CurrentGridLearner } from '@qa/shared/classroom';
import { SCORECARD_LINES } from '@qa/shared/interview';
import type { ChallengeRecord } from '@qa/shared/progress';
import Type from 'typebox';
import { Compile } from 'typebox/compile';
import type { ClassBaseline } from '../database/schema';
import { termFinds } from './term-finds';

/** A member as the grid needs them. */
export interface GridMember {
  /** The membership's id, shown to the trainer in the learner's stead. */
  id: string;
  learner: string;
  name: string;
  joinedAt: Date;
  baseline: ClassBaseline;
  /** Their id in the class (learner-id.ts), which the grid shows and its archive keeps. */
  learnerId?: string;
}

/** One stored challenge record of a member. */
export interface MemberChallenge {
  learner: string;
  storeName: string;
  epoch: number;
  answers: ChallengeRecord['answers'];
  /** The best test-design run (null in the column before any). */
  testDesign?: ChallengeRecord['testDesign'] | null;
  /** The best report of each planted bug (null in the column before any). */
  bugReports?: ChallengeRecord['bugReports'] | null;
  updatedAt: Date;
}

/** A member's finished session of one of the class's assignments. */
export interface FinishedMemberSession {
  /** The session's id: what the trainer opens its scorecard by. */
  id: string;
  learner: string;
  assignmentId: string;
  abandoned?: false;
  total: number;
  finishedAt: Date;
  /** As stored: the scorecard per language. */
  scorecard: Record<string, unknown>;
}

/** A member's session of one of the class's assignments started and left to run out unfinished. */
export interface AbandonedMemberSession {
  id: string;
  learner: string;
  assignmentId: string;
  abandoned: true;
}

/** A member's session of an assignment that is over: finished, or abandoned. One still running is neither. */
export type MemberSession = FinishedMemberSession | AbandonedMemberSession;

/** One learner's sessions of one assignment, counted. */
export interface AssignmentAttempts {
  /** The sessions they finished. */
  attempts: number;
  /** The sessions they left to run out unfinished. */
  abandoned: number;
  /** The best finished one: the highest total, the earlier of two equal ones; null before any. */
  best: FinishedMemberSession | null;
}

/** The class's assignments and its members' sessions of them that are over (finished or abandoned). */
export interface GridInterviews {
  assignments: readonly Assignment[];
  sessions: readonly MemberSession[];
}

const NO_INTERVIEWS: GridInterviews = { assignments: [], sessions: [] };

/** The figures the grid reads of a stored scorecard; a store of another shape shows the total alone. */
const StoredLines = Compile(
  Type.Object({
    lines: Type.Array(
      Type.Object({
        name: Type.Enum([...SCORECARD_LINES]),
        value: Type.Integer({ minimum: 0 }),
        of: Type.Integer({ minimum: 0 }),
      }),
    ),
  }),
);

const isBetter = (session: FinishedMemberSession, kept: FinishedMemberSession | null): boolean =>
  !kept ||
  session.total > kept.total ||
  (session.total === kept.total && session.finishedAt.getTime() < kept.finishedAt.getTime());

/**
 * One learner's sessions counted per assignment (its id): those finished, those abandoned, and the best finished
 * one. An assignment they have no session of over is absent.
 */
export const attemptsOf = (sessions: readonly MemberSession[]): Record<string, AssignmentAttempts> => {
  const counted: Record<string, AssignmentAttempts> = {};
  for (const session of sessions) {
    const kept = (counted[session.assignmentId] ??= { attempts: 0, abandoned: 0, best: null });
    if (session.abandoned) kept.abandoned += 1;
    else {
      kept.attempts += 1;
      if (isBetter(session, kept.best)) kept.best = session;
    }
  }
  return counted;
};

/**
 * Each assignment's best finished session with the counts of the learner's sessions; an assignment with none
 * finished has no entry (the grid shows it not yet done). The figures are read from the English scorecard: they
 * are the same in every language.
 */
const interviewsOf = (sessions: readonly MemberSession[]): CurrentGridLearner['interviews'] =>
  Object.fromEntries(
    Object.entries(attemptsOf(sessions)).flatMap(([assignmentId, { attempts, abandoned, best }]) => {
      if (!best) return [];
      const card = best.scorecard.en;
      const lines = StoredLines.Check(card)
        ? card.lines.map(({ name, value, of }) => ({ name, value, of }))
        : [];
      const { id, total, finishedAt } = best;
      return [
        [
          assignmentId,
          { total, finishedAt: finishedAt.toISOString(), lines, attempts, abandoned, sessionId: id },
        ],
      ];
    }),
  );

/** What a learner's stored records are now: the baseline a term starts from. */
export const baselineOf = (
  records: readonly Omit<MemberChallenge, 'learner' | 'updatedAt'>[],
): ClassBaseline =>
  Object.fromEntries(
    records.map(({ storeName, epoch, answers }) => [storeName, { epoch, keys: Object.keys(answers) }]),
  );

/** The bug variants each best test-design run caught: the run as it stands, since a run only ever gets better. */
const designsOf = (records: readonly MemberChallenge[]): CurrentGridLearner['designs'] =>
  Object.fromEntries(
    records.flatMap(({ storeName, testDesign }) =>
      testDesign ? [[storeName, { caught: testDesign.variantsCaught, total: testDesign.variantsTotal }]] : [],
    ),
  );

/**
 * How many planted bugs each challenge's kept reports reproduce, and their mean score: the reports as they stand,
 * since a kept report only ever gets better.
 */
const bugReportsOf = (records: readonly MemberChallenge[]): CurrentGridLearner['bugReports'] =>
  Object.fromEntries(
    records.flatMap(({ storeName, bugReports }) =>
      bugReports && bugReports.length > 0
        ? [
            [
              storeName,
              {
                count: bugReports.length,
                meanScore: Math.round(
                  bugReports.reduce((sum, { score }) => sum + score, 0) / bugReports.length,
                ),
              },
            ],
          ]
        : [],
    ),
  );

/**
 * A class's grid: each member's finds per challenge since their term began (when they joined,
 * or when the class last started afresh), their best test-design runs, bug reports and assigned interviews, and
 * when they last stored progress or finished an interview session since then. Members by name.
 */
export const classGrid = (
  challenges: ClassGrid['challenges'],
  members: readonly GridMember[],
  records: readonly MemberChallenge[],
  termStartedAt: Date,
  { assignments, sessions }: GridInterviews = NO_INTERVIEWS,
): CurrentClassGrid => ({
  challenges: [...challenges],
  assignments: [...assignments],
  learners: members
    .map((member): CurrentGridLearner => {
      const since = Math.max(member.joinedAt.getTime(), termStartedAt.getTime());
      const own = records.filter((record) => record.learner === member.learner);
      const found = Object.fromEntries(
        [...termFinds(member, own)]
          .map(([storeName, keys]) => [storeName, keys.size] as const)
          .filter(([, count]) => count > 0),
      );
      const mine = sessions.filter((session) => session.learner === member.learner);
      // A finished interview session is activity too; one left to run out is not.
      const active = [
        ...own.map((record) => record.updatedAt),
        ...mine.flatMap((session) => (session.abandoned ? [] : [session.finishedAt])),
      ]
        .map((time) => time.getTime())
        .filter((time) => time >= since);
      return {
        memberId: member.id,
        name: member.name,
        ...(member.learnerId !== undefined && { learnerId: member.learnerId }),
        joinedAt: member.joinedAt.toISOString(),
        lastActive: active.length > 0 ? new Date(Math.max(...active)).toISOString() : null,
        found,
        designs: designsOf(own),
        bugReports: bugReportsOf(own),
        interviews: interviewsOf(mine),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name)),
});

/**
 * The grid as a term is archived with: without membership ids, which name no one once the term is over, nor the
 * ids of the sessions, which a trainer opens by a membership.
 */
export const archivedGrid = ({ challenges, assignments, learners }: CurrentClassGrid): ClassGrid => ({
  challenges,
  assignments,
  learners: learners.map(
    ({ name, learnerId, joinedAt, lastActive, found, designs, bugReports, interviews }) => ({
      name,
      // Kept, so a later export names the learner as the current term's does.
      ...(learnerId !== undefined && { learnerId }),
      joinedAt,
      lastActive,
      found,
      designs,
      bugReports,
      interviews: Object.fromEntries(
        Object.entries(interviews).map(([assignmentId, { sessionId: _opened, ...kept }]) => [
          assignmentId,
          kept,
        ]),
      ),
    }),
  ),
});
