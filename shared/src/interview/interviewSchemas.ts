import Type, { type Static } from 'typebox';
import { SLOTS } from '../catalogue/apiTypes';
import { Instant } from '../catalogue/answerSchemas';
import { MAX_VALUE_LENGTH } from '../catalogue/limits';
import { BugReportResultSchema } from '../bugReports/bugReportSchemas';
import { SCORECARD_LINES } from './interviewApi';

/**
 * The interview's calls as TypeBox schemas: the API validates and answers with them (and the OpenAPI document shows
 * them); the page checks what it reads. Times are ISO 8601 of the server's clock.
 */

export * from './interviewApi';

const Count = Type.Integer({ minimum: 0 });
const Value = Type.String({ maxLength: MAX_VALUE_LENGTH });

/** A submission's or a step's values, by slot. */
export const InterviewValuesSchema = Type.Object(
  { first: Type.Optional(Value), second: Type.Optional(Value), third: Type.Optional(Value) },
  { additionalProperties: false },
);

/** POST sessions: a session starts now, on a family the learner is handed as an interviewer would hand it. */
export const InterviewSessionSchema = Type.Object({
  sessionId: Type.String({ format: 'uuid' }),
  /** The form's name, as the requirements call it. */
  title: Type.String(),
  requirements: Type.Object({ intro: Type.String(), rules: Type.Array(Type.String()) }),
  fields: Type.Array(Type.Object({ slot: Type.Enum([...SLOTS]), label: Type.String() })),
  /** What a test case may expect, as in the test-design exercise. */
  outcomes: Type.Array(Type.Object({ id: Type.String(), text: Type.String() })),
  /** The bug variants a test table is run against, as in the test-design exercise. */
  variantsTotal: Count,
  bugsTotal: Count,
  startedAt: Instant,
  endsAt: Instant,
});

/**
 * POST sessions/{id}/submissions: what the build shows, and nothing more. As in an interview, no one says which
 * answers are bugs: the scorecard counts them when the session ends.
 */
export const InterviewSubmissionResultSchema = Type.Object({ message: Type.String() });

/** POST sessions/{id}/report: the report graded as in practice, and whether it is of the worst bug drawn. */
export const InterviewReportResultSchema = Type.Object({
  reproduces: BugReportResultSchema.properties.reproduces,
  criteria: BugReportResultSchema.properties.criteria,
  score: BugReportResultSchema.properties.score,
  mostSevere: Type.Boolean(),
});

/** GET sessions/{id}/scorecard, and a shared link's page: each line with its reason and what to practise next. */
export const ScorecardSchema = Type.Object({
  title: Type.String(),
  startedAt: Instant,
  finishedAt: Instant,
  lines: Type.Array(
    Type.Object({
      name: Type.Enum([...SCORECARD_LINES]),
      value: Count,
      of: Count,
      reason: Type.String(),
      practise: Type.String(),
    }),
  ),
  total: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Share of the family's finished sessions this one scored above; null until there are enough to say. */
  percentile: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()]),
});

/** POST sessions/{id}/share: a read-only link to the scorecard that opens without an account until it expires. */
export const ShareLinkSchema = Type.Object({ path: Type.String(), expiresAt: Instant });

export type InterviewSession = Static<typeof InterviewSessionSchema>;
export type InterviewSubmissionResult = Static<typeof InterviewSubmissionResultSchema>;
export type InterviewReportResult = Static<typeof InterviewReportResultSchema>;
export type Scorecard = Static<typeof ScorecardSchema>;
export type ShareLink = Static<typeof ShareLinkSchema>;
