/**
 * The classroom's pages in one place: the patterns ClassroomRoutes matches, and the links that open them, made
 * from the same patterns.
 */
export const CLASSROOM_PATTERNS = {
  classes: '/app/classroom',
  class: '/app/classroom/:classId',
  learner: '/app/classroom/:classId/learners/:memberId',
  memberScorecard: '/app/classroom/:classId/learners/:memberId/interviews/:sessionId',
} as const;

type Pattern = (typeof CLASSROOM_PATTERNS)[keyof typeof CLASSROOM_PATTERNS];

/** The pattern with each `:name` replaced by its value, encoded as one path segment. */
const fill = (pattern: Pattern, values: Record<string, string>): string =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));

export const classPath = (classId: string): string => fill(CLASSROOM_PATTERNS.class, { classId });

export const learnerPath = (classId: string, memberId: string): string =>
  fill(CLASSROOM_PATTERNS.learner, { classId, memberId });

/**
 * A member's scorecard as the class's trainer reads it (MemberScorecardPage): the grid's cell of an assignment links
 * to its best session's (`CurrentGridLearner.interviews[assignmentId].sessionId`).
 */
export const memberScorecardPath = (classId: string, memberId: string, sessionId: string): string =>
  fill(CLASSROOM_PATTERNS.memberScorecard, { classId, memberId, sessionId });
