import type { Assignment, ClassGrid, CurrentClassGrid, CurrentGridLearner } from '@qa/shared/classroom';
import { SCORECARD_LINES } from '@qa/shared/interview';
import type { ChallengeRecord } from '@qa/shared/progress';
import Type from 'typebox';
import { Compile } from 'typebox/compile';
import type { ClassBaseline } from '../database/schema';

/** A member as the grid needs them. */
export interface GridMember {
  /** The membership's id, shown to the trainer in the learner's stead. */
  id: string;
  learner: string;
  name: string;
  joinedAt: Date;
  baseline: ClassBaseline;
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
export interface MemberSession {
  learner: string;
  assignmentId: string;
  total: number;
  finishedAt: Date;
  /** As stored: the scorecard per language. */
  scorecard: Record<string, unknown>;
}

/** The class's assignments and its members' finished sessions of them. */
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

/**
 * Each assignment's best finished session: the highest total, the earlier of two equal ones. Its figures are read
 * from the English scorecard: they are the same in every language.
 */
const interviewsOf = (sessions: readonly MemberSession[]): CurrentGridLearner['interviews'] => {
  const best = new Map<string, MemberSession>();
  for (const session of sessions) {
    const kept = best.get(session.assignmentId);
    if (
      !kept ||
      session.total > kept.total ||
      (session.total === kept.total && session.finishedAt.getTime() < kept.finishedAt.getTime())
    )
      best.set(session.assignmentId, session);
  }
  return Object.fromEntries(
    [...best].map(([assignmentId, { total, finishedAt, scorecard }]) => {
      const card = scorecard.en;
      const lines = StoredLines.Check(card)
        ? card.lines.map(({ name, value, of }) => ({ name, value, of }))
        : [];
      return [assignmentId, { total, finishedAt: finishedAt.toISOString(), lines }];
    }),
  );
};

/** What a learner's stored records are now: the baseline a term starts from. */
export const baselineOf = (
  records: readonly Omit<MemberChallenge, 'learner' | 'updatedAt'>[],
): ClassBaseline =>
  Object.fromEntries(
    records.map(({ storeName, epoch, answers }) => [storeName, { epoch, keys: Object.keys(answers) }]),
  );

/**
 * What a record found since the baseline: the keys the baseline did not have. A record only ever gains keys (its
 * merges are unions), so a Reset on a device, or an epoch sent by anyone, counts nothing twice.
 */
const foundSince = (record: MemberChallenge, baseline: ClassBaseline): number => {
  const before = baseline[record.storeName]?.keys ?? [];
  return Object.keys(record.answers).filter((key) => !before.includes(key)).length;
};

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
 * when they last stored progress since then. Members by name.
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
        own
          .map((record) => [record.storeName, foundSince(record, member.baseline)] as const)
          .filter(([, count]) => count > 0),
      );
      const active = own.map((record) => record.updatedAt.getTime()).filter((time) => time >= since);
      return {
        memberId: member.id,
        name: member.name,
        joinedAt: member.joinedAt.toISOString(),
        lastActive: active.length > 0 ? new Date(Math.max(...active)).toISOString() : null,
        found,
        designs: designsOf(own),
        bugReports: bugReportsOf(own),
        interviews: interviewsOf(sessions.filter((session) => session.learner === member.learner)),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name)),
});

/** The grid as a term is archived with: without membership ids, which name no one once the term is over. */
export const archivedGrid = ({ challenges, assignments, learners }: CurrentClassGrid): ClassGrid => ({
  challenges,
  assignments,
  learners: learners.map(({ name, joinedAt, lastActive, found, designs, bugReports, interviews }) => ({
    name,
    joinedAt,
    lastActive,
    found,
    designs,
    bugReports,
    interviews,
  })),
});
