import { CHALLENGES, type ChallengeEntry } from '@qa/shared/catalogue';
import type { ReportedChallenge } from './bug-report';
import { bookDeskReports } from './specs/bookDesk';
import { bookHotelReports } from './specs/bookHotel';
import { newsletterReports } from './specs/newsletter';
import { plusserReports } from './specs/plusser';
import { todoListReports } from './specs/todoList';
import { triangleReports } from './specs/triangle';
import { userCrudReports } from './specs/userCrud';

/** The challenges whose planted bugs can be reported, by catalogue key. */
const REPORTED: Readonly<Record<string, ReportedChallenge>> = {
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

export const REGISTERED_REPORTS: readonly RegisteredReports[] = CHALLENGES.flatMap((entry) => {
  const reports = REPORTED[entry.key];
  return reports ? [{ entry, reports }] : [];
});
