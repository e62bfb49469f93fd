import { isReportedChallenge } from '@qa/shared/bug-reports';
import { CHALLENGES, storeName, type ChallengeEntry } from '@qa/shared/catalogue';
import { REGISTERED_BY_STORE_NAME } from '../challenges/registry';
import type { ReportedChallenge } from './bug-report';

export interface RegisteredReports {
  entry: ChallengeEntry;
  reports: ReportedChallenge;
}

/**
 * The challenges whose planted bugs the page offers to report (the shared list), each with its folder's bug-report
 * specs (`reports.ts`); one the page offers without them fails at start-up.
 */
export const REGISTERED_REPORTS: readonly RegisteredReports[] = CHALLENGES.flatMap((entry) => {
  if (!isReportedChallenge(entry.key)) return [];
  const reports = REGISTERED_BY_STORE_NAME.get(storeName(entry))?.reports;
  if (!reports) throw new Error(`${entry.key} is offered for bug reports but its folder has no reports.ts`);
  return [{ entry, reports }];
});
