import { isReportedChallenge, type ReportedChallengeKey } from '@qa/shared/bug-reports';
import { CHALLENGES, type ChallengeEntry } from '@qa/shared/catalogue';
import type { ReportedChallenge } from './bug-report';
import { bookDeskReports } from './specs/bookDesk';
import { bookHotelReports } from './specs/bookHotel';
import { newsletterReports } from './specs/newsletter';
import { plusserReports } from './specs/plusser';
import { todoListReports } from './specs/todoList';
import { triangleReports } from './specs/triangle';
import { userCrudReports } from './specs/userCrud';

/** The challenges whose planted bugs can be reported, by catalogue key: each the page offers has its spec. */
const REPORTED: Readonly<Record<ReportedChallengeKey, ReportedChallenge>> = {
  triangle: triangleReports,
  newsletter: newsletterReports,
  bookDesk: bookDeskReports,
  userCrud: userCrudReports,
  bookHotel: bookHotelReports,
  todoList: todoListReports,
  plusser: plusserReports,
};

export interface RegisteredReports {
  entry: ChallengeEntry;
  reports: ReportedChallenge;
}

export const REGISTERED_REPORTS: readonly RegisteredReports[] = CHALLENGES.flatMap((entry) =>
  isReportedChallenge(entry.key) ? [{ entry, reports: REPORTED[entry.key] }] : [],
);
