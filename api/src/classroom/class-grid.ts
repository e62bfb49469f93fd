import type { ClassGrid, CurrentClassGrid, CurrentGridLearner } from '@qa/shared/classroom';
import type { ChallengeRecord } from '@qa/shared/progress';
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
 * or when the class last started afresh), their best test-design runs and bug reports, and when they last stored
 * progress since then. Members by name.
 */
export const classGrid = (
  challenges: ClassGrid['challenges'],
  members: readonly GridMember[],
  records: readonly MemberChallenge[],
  termStartedAt: Date,
): CurrentClassGrid => ({
  challenges: [...challenges],
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
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name)),
});

/** The grid as a term is archived with: without membership ids, which name no one once the term is over. */
export const archivedGrid = ({ challenges, learners }: CurrentClassGrid): ClassGrid => ({
  challenges,
  learners: learners.map(({ name, joinedAt, lastActive, found, designs, bugReports }) => ({
    name,
    joinedAt,
    lastActive,
    found,
    designs,
    bugReports,
  })),
});
