import Type, { type Static } from 'typebox';
import { SLOTS } from '../catalogue/apiTypes';
import { Instant } from '../catalogue/answerSchemas';
import { MAX_VALUE_LENGTH } from '../catalogue/limits';
import { BugReportBodySchema } from '../bugReports/bugReportSchemas';
import { MAX_TEST_ROWS } from '../testDesign/testDesignApi';
import { MAX_SESSION_SENDS, SCORECARD_LINES } from './interviewApi';

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

/** POST sessions: a session of the class assignment it names, or of the family the learner chose (else one drawn). */
export const StartSessionBodySchema = Type.Object(
  {
    assignmentId: Type.Optional(Type.String({ format: 'uuid' })),
    family: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);

/** One submission in the session's log: what was sent, what the build showed, and whether it is marked a bug. */
export const SessionSendSchema = Type.Object({
  values: InterviewValuesSchema,
  message: Type.String(),
  marked: Type.Boolean(),
});

/** A test case as the session keeps it: the values and the outcome id it expects. */
const SessionRowSchema = Type.Object({ values: InterviewValuesSchema, expected: Type.String() });

/**
 * POST sessions, GET sessions/{id} and GET sessions/current: the session as handed over, and everything the learner
 * did in it so far, so that a reload, Back or a second tab takes it up where it was.
 */
export const InterviewSessionSchema = Type.Object({
  sessionId: Type.String({ format: 'uuid' }),
  /** The catalogue challenge the session's form varies, and its name. */
  family: Type.Object({ key: Type.String(), name: Type.String() }),
  /** The form's name, as the requirements call it. */
  title: Type.String(),
  requirements: Type.Object({ intro: Type.String(), rules: Type.Array(Type.String()) }),
  fields: Type.Array(Type.Object({ slot: Type.Enum([...SLOTS]), label: Type.String() })),
  /** What a test case may expect, as in the test-design exercise. */
  outcomes: Type.Array(Type.Object({ id: Type.String(), text: Type.String() })),
  /** The rows run in order on one store (an API): each sees what the earlier ones changed. */
  runsInOrder: Type.Boolean(),
  bugsTotal: Count,
  startedAt: Instant,
  endsAt: Instant,
  /** The server's clock when it answered: what is left is `endsAt` less this, whatever the browser's clock says. */
  now: Instant,
  /** The submissions so far, oldest first. */
  sends: Type.Array(SessionSendSchema, { maxItems: MAX_SESSION_SENDS }),
  /** The test table last run, or null. */
  table: Type.Union([Type.Array(SessionRowSchema, { maxItems: MAX_TEST_ROWS }), Type.Null()]),
  /** The bug report last saved, or null. */
  report: Type.Union([BugReportBodySchema, Type.Null()]),
});

/**
 * POST sessions/{id}/submissions: what the build shows, and the submission's place in the log. As in an interview,
 * no one says which answers are bugs: the learner marks them, and the scorecard counts them when the session ends.
 */
export const InterviewSubmissionResultSchema = Type.Object({ message: Type.String(), send: Count });

/** POST sessions/{id}/marks: a submission of the log marked a bug, or unmarked. */
export const MarkBodySchema = Type.Object(
  { send: Type.Integer({ minimum: 0, maximum: MAX_SESSION_SENDS - 1 }), marked: Type.Boolean() },
  { additionalProperties: false },
);
export const MarkResultSchema = Type.Object({ send: Count, marked: Type.Boolean() });

/**
 * POST sessions/{id}/table: the table run on the session's build, as a tester runs tests: what the build showed for
 * each row, never whether the row is right. It is graded when the session ends.
 */
export const InterviewTableResultSchema = Type.Object({
  rows: Type.Array(Type.Object({ shown: Type.String() })),
});

/** POST sessions/{id}/report: the report is kept, the last one saved counts, and it is graded when the session ends. */
export const InterviewReportResultSchema = Type.Object({ saved: Type.Literal(true) });

/**
 * GET sessions/{id}/scorecard, a shared link's page and a trainer's: each line with its reason and what to practise
 * next.
 */
export const ScorecardSchema = Type.Object({
  /** The form's name as the requirements called it, and the catalogue challenge it varies. */
  title: Type.String(),
  family: Type.String(),
  /** Taken signed in with a confirmed account: only such sessions are compared in percentiles. */
  verified: Type.Boolean(),
  /**
   * Who took it, as its reader knows them: for a session of a class assignment, the learner's name in that class
   * (a shared link and the trainer's page); absent where no one is named (the learner's own, or no such name).
   */
  takenBy: Type.Optional(Type.String()),
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
  /**
   * Share of the family's counted sessions (each confirmed account's first) this one scored above; null until
   * there are enough to say.
   */
  percentile: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()]),
});

/** POST sessions/{id}/share: a read-only link to the scorecard that opens without an account until it expires. */
export const ShareLinkSchema = Type.Object({ path: Type.String(), expiresAt: Instant });

/** GET sessions (signed in): the learner's finished sessions, newest first, each with its total. */
export const FinishedSessionsSchema = Type.Array(
  Type.Object({
    sessionId: Type.String({ format: 'uuid' }),
    family: Type.String(),
    title: Type.String(),
    startedAt: Instant,
    finishedAt: Instant,
    total: Type.Integer({ minimum: 0, maximum: 100 }),
    /** Answers a class assignment. */
    assigned: Type.Boolean(),
  }),
);

/** GET families: the forms an interview can be taken on. */
export const InterviewFamiliesSchema = Type.Array(Type.Object({ key: Type.String(), name: Type.String() }));

export type InterviewSession = Static<typeof InterviewSessionSchema>;
export type SessionSend = Static<typeof SessionSendSchema>;
export type InterviewTableResult = Static<typeof InterviewTableResultSchema>;
export type FinishedSessions = Static<typeof FinishedSessionsSchema>;
export type InterviewFamilies = Static<typeof InterviewFamiliesSchema>;
export type InterviewSubmissionResult = Static<typeof InterviewSubmissionResultSchema>;
export type InterviewReportResult = Static<typeof InterviewReportResultSchema>;
export type Scorecard = Static<typeof ScorecardSchema>;
export type ShareLink = Static<typeof ShareLinkSchema>;
