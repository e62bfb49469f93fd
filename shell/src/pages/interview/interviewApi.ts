import { api, checkedBy } from '@qa/shared/api';
import type { BugReportBody } from '@qa/shared/bug-reports/schema';
import {
  FinishedSessionsSchema,
  INTERVIEW_API,
  InterviewFamiliesSchema,
  InterviewReportResultSchema,
  InterviewSessionSchema,
  InterviewSubmissionResultSchema,
  InterviewTableResultSchema,
  MarkResultSchema,
  ScorecardSchema,
  ShareLinkSchema,
  type FinishedSessions,
  type InterviewFamilies,
  type InterviewReportResult,
  type InterviewSession,
  type InterviewSubmissionResult,
  type InterviewTableResult,
  type Scorecard,
  type ShareLink,
} from '@qa/shared/interview/schema';
import type { TestRunBody } from '@qa/shared/test-design/schema';

const sessionPath = (sessionId: string, call?: string): string =>
  `${INTERVIEW_API}/sessions/${sessionId}${call ? `/${call}` : ''}`;

type Values = Partial<Record<'first' | 'second' | 'third', string>>;

/**
 * The interview's calls. Each sends the identity token when someone is signed in (`auth`), so a session started
 * signed in is theirs; without one it is anonymous, owned by whoever holds its id. Every answer is checked against
 * the schema the API answers with.
 */
export const interviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The forms an interview can be taken on. */
    families: build.query<InterviewFamilies, void>({
      query: () => ({ path: `${INTERVIEW_API}/families` }),
      responseSchema: checkedBy(InterviewFamiliesSchema),
    }),
    /**
     * A session of the learner's own on a family they chose (or one drawn), or of a class's assignment (signed in, a
     * member of that class); a signed-in learner's running session is taken up instead.
     */
    startSession: build.mutation<InterviewSession, { assignmentId?: string; family?: string }>({
      query: (body) => ({ method: 'POST', path: `${INTERVIEW_API}/sessions`, body, auth: true }),
      responseSchema: checkedBy(InterviewSessionSchema),
    }),
    /** The signed-in learner's running session (a 404 when none runs). */
    currentSession: build.mutation<InterviewSession, void>({
      query: () => ({ path: `${INTERVIEW_API}/sessions/current`, auth: true }),
      responseSchema: checkedBy(InterviewSessionSchema),
    }),
    /** A session by its id: an anonymous one this browser started. */
    readSession: build.mutation<InterviewSession, string>({
      query: (sessionId) => ({ path: sessionPath(sessionId), auth: true }),
      responseSchema: checkedBy(InterviewSessionSchema),
    }),
    /** The signed-in learner's finished sessions, for the progress page. */
    finishedSessions: build.query<FinishedSessions, void>({
      query: () => ({ path: `${INTERVIEW_API}/sessions`, auth: true }),
      responseSchema: checkedBy(FinishedSessionsSchema),
    }),
    submitValues: build.mutation<InterviewSubmissionResult, { sessionId: string; values: Values }>({
      query: ({ sessionId, values }) => ({
        method: 'POST',
        path: sessionPath(sessionId, 'submissions'),
        body: { values },
        auth: true,
      }),
      responseSchema: checkedBy(InterviewSubmissionResultSchema),
    }),
    markSend: build.mutation<unknown, { sessionId: string; send: number; marked: boolean }>({
      query: ({ sessionId, send, marked }) => ({
        method: 'POST',
        path: sessionPath(sessionId, 'marks'),
        body: { send, marked },
        auth: true,
      }),
      responseSchema: checkedBy(MarkResultSchema),
    }),
    runTable: build.mutation<InterviewTableResult, { sessionId: string; tests: TestRunBody['tests'] }>({
      query: ({ sessionId, tests }) => ({
        method: 'POST',
        path: sessionPath(sessionId, 'table'),
        body: { tests: tests.map(({ values, expected }) => ({ values, expected })) },
        auth: true,
      }),
      responseSchema: checkedBy(InterviewTableResultSchema),
    }),
    sendReport: build.mutation<InterviewReportResult, { sessionId: string; report: BugReportBody }>({
      query: ({ sessionId, report }) => ({
        method: 'POST',
        path: sessionPath(sessionId, 'report'),
        body: report,
        auth: true,
      }),
      responseSchema: checkedBy(InterviewReportResultSchema),
    }),
    /** Ends the session now: its scorecard. */
    finishSession: build.mutation<Scorecard, string>({
      query: (sessionId) => ({ method: 'POST', path: sessionPath(sessionId, 'finish'), auth: true }),
      responseSchema: checkedBy(ScorecardSchema),
    }),
    /** The scorecard of a session the clock ended. */
    scorecard: build.query<Scorecard, string>({
      query: (sessionId) => ({ path: sessionPath(sessionId, 'scorecard'), auth: true }),
      responseSchema: checkedBy(ScorecardSchema),
    }),
    /**
     * A finished session's scorecard reopened by its learner; `language` keys the answer, so a change of language
     * loads it again.
     */
    ownScorecard: build.query<Scorecard, { sessionId: string; language: string }>({
      query: ({ sessionId }) => ({ path: sessionPath(sessionId, 'scorecard'), auth: true }),
      responseSchema: checkedBy(ScorecardSchema),
    }),
    shareLink: build.mutation<ShareLink, string>({
      query: (sessionId) => ({ method: 'POST', path: sessionPath(sessionId, 'share'), auth: true }),
      responseSchema: checkedBy(ShareLinkSchema),
    }),
    /** A shared scorecard, read without an account. */
    sharedScorecard: build.query<Scorecard, string>({
      query: (token) => ({ path: `${INTERVIEW_API}/shared/${encodeURIComponent(token)}` }),
      responseSchema: checkedBy(ScorecardSchema),
    }),
  }),
});

export const {
  useFamiliesQuery,
  useStartSessionMutation,
  useCurrentSessionMutation,
  useReadSessionMutation,
  useFinishedSessionsQuery,
  useMarkSendMutation,
  useSubmitValuesMutation,
  useRunTableMutation,
  useSendReportMutation,
  useFinishSessionMutation,
  useLazyScorecardQuery,
  useOwnScorecardQuery,
  useShareLinkMutation,
  useSharedScorecardQuery,
} = interviewApi;
