import { api, checkedBy } from '@qa/shared/api';
import type { BugReportBody } from '@qa/shared/bug-reports/schema';
import {
  INTERVIEW_API,
  InterviewReportResultSchema,
  InterviewSessionSchema,
  InterviewSubmissionResultSchema,
  ScorecardSchema,
  ShareLinkSchema,
  type InterviewReportResult,
  type InterviewSession,
  type InterviewSubmissionResult,
  type Scorecard,
  type ShareLink,
} from '@qa/shared/interview/schema';
import { TestRunResultSchema, type TestRunBody, type TestRunResult } from '@qa/shared/test-design/schema';

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
    /** A session of the learner's own, or of a class's assignment (signed in, a member of that class). */
    startSession: build.mutation<InterviewSession, string | undefined>({
      query: (assignmentId) => ({
        method: 'POST',
        path: `${INTERVIEW_API}/sessions`,
        ...(assignmentId !== undefined && { body: { assignmentId } }),
        auth: true,
      }),
      responseSchema: checkedBy(InterviewSessionSchema),
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
    runTable: build.mutation<TestRunResult, { sessionId: string; tests: TestRunBody['tests'] }>({
      query: ({ sessionId, tests }) => ({
        method: 'POST',
        path: sessionPath(sessionId, 'table'),
        body: { tests: tests.map(({ values, expected }) => ({ values, expected })) },
        auth: true,
      }),
      responseSchema: checkedBy(TestRunResultSchema),
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
  useStartSessionMutation,
  useSubmitValuesMutation,
  useRunTableMutation,
  useSendReportMutation,
  useFinishSessionMutation,
  useLazyScorecardQuery,
  useShareLinkMutation,
  useSharedScorecardQuery,
} = interviewApi;
