import { CHALLENGES, type ChallengeEntry } from '@qa/shared/catalogue';
import type { ReportedChallenge } from './bug-report';
import { triangleReports } from './specs/triangle';

/** The challenges whose planted bugs can be reported, by catalogue key. */
const REPORTED: Readonly<Record<string, ReportedChallenge>> = {
  triangle: triangleReports,
};

export interface RegisteredReports {
  entry: ChallengeEntry;
  reports: ReportedChallenge;
}

export const REGISTERED_REPORTS: readonly RegisteredReports[] = CHALLENGES.flatMap((entry) => {
  const reports = REPORTED[entry.key];
  return reports ? [{ entry, reports }] : [];
});
