/**
 * The interview's facts a page needs without its schemas: where its calls live, how long a session lasts unless the
 * deployment says otherwise, how many planted bugs a session's build has, and the lines of a scorecard.
 */

/** Where the calls live: `{INTERVIEW_API}/sessions`, `{INTERVIEW_API}/sessions/{id}/…`, `{INTERVIEW_API}/shared/{token}`. */
export const INTERVIEW_API = 'api/interview/v1';

/** A session's length unless the deployment sets INTERVIEW_SECONDS: an interview's usual 25 minutes. */
export const DEFAULT_INTERVIEW_SECONDS = 25 * 60;

/** The planted bugs a session's build has, drawn from its family's pool. */
export const INTERVIEW_BUGS = 3;

/** How long a shared scorecard link opens. */
export const SHARE_LINK_DAYS = 14;

/** How many submissions a session keeps (and replays in order, on an API): more are refused. */
export const MAX_SESSION_SENDS = 200;

/**
 * The most of one answer a session's log and table show: an API's list of every user it holds can run to pages,
 * which a log line does not need; the rest is cut with an ellipsis.
 */
export const MAX_SHOWN_LENGTH = 2000;

/** A scorecard's lines, in the order it shows them. */
export const SCORECARD_LINES = [
  'casesCovered',
  'variantsCaught',
  'bugsFound',
  'reportQuality',
  'timeUsed',
] as const;
export type ScorecardLine = (typeof SCORECARD_LINES)[number];
