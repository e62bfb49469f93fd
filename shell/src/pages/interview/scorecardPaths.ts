/** Where a finished session's scorecard opens: the learner's own page, and its trainer's from the class's grid. */

/** The learner's own scorecard (OwnScorecardPage): reopened from the progress page, shared from there. */
export const ownScorecardPath = (sessionId: string): string =>
  `/app/interview/sessions/${encodeURIComponent(sessionId)}`;

/**
 * A member's scorecard as the class's trainer reads it (MemberScorecardPage): the grid's cell of an assignment links
 * to its best session's (`CurrentGridLearner.interviews[assignmentId].sessionId`).
 */
export const memberScorecardPath = (classId: string, memberId: string, sessionId: string): string =>
  `/app/classroom/${[classId, 'learners', memberId, 'interviews', sessionId].map(encodeURIComponent).join('/')}`;
