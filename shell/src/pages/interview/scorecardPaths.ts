/** The learner's own scorecard (OwnScorecardPage): reopened from the progress page, shared from there. */
export const ownScorecardPath = (sessionId: string): string =>
  `/app/interview/sessions/${encodeURIComponent(sessionId)}`;
