/**
 * The bug-report calls' facts that a page needs without their schemas: the severities and priorities a report
 * chooses from (a common tracker's names) and the bounds of a report.
 */

/** Where the call lives: `{BUG_REPORTS_API}/{group}/{key}`. */
export const BUG_REPORTS_API = 'api/bug-reports/v1';

export const SEVERITIES = ['blocker', 'critical', 'major', 'minor', 'trivial'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const PRIORITIES = ['highest', 'high', 'medium', 'low', 'lowest'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** A report's title, counted in characters after trimming: shorter says too little, longer is a description. */
export const TITLE_LENGTH = { min: 10, max: 150 } as const;

/** Steps a report holds: a planted bug needs one submission, or a few requests on the User API. */
export const MAX_REPORT_STEPS = 10;

/** Characters of an expected or actual result. */
export const MAX_RESULT_LENGTH = 500;

/**
 * The challenges whose planted bugs a learner can report, by catalogue key: the page offers "Report a bug" on
 * these before it knows anything else of the challenge, and the API has a report spec for each.
 */
export const REPORTED_CHALLENGES = [
  'triangle',
  'newsletter',
  'bookDesk',
  'userCrud',
  'bookHotel',
  'todoList',
  'plusser',
] as const;
export type ReportedChallengeKey = (typeof REPORTED_CHALLENGES)[number];

export const isReportedChallenge = (key: string): key is ReportedChallengeKey =>
  REPORTED_CHALLENGES.some((known) => known === key);
