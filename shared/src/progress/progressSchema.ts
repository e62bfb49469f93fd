import Type, { type Static } from 'typebox';
import { MAX_BEFORE_REQUESTS } from '../catalogue/apiTypes';
import { EmptyFieldsSchema, TechniqueSchema } from '../catalogue/answerSchemas';
import { INPUT_CLASSES } from './inputClasses';
import { MAX_PLANTED_BUGS } from './progressApi';
import { MAX_VALUE_LENGTH } from '../catalogue/limits';
import { FirstRunsSchema, TestRowSchema, testTableOf } from '../testDesign/testDesignSchemas';
import { BUG_REPORT_FIELDS } from '../bugReports/bugReportSchemas';
import { LANGUAGES } from '../i18n/languages';

/**
 * A learner's progress as it travels between the browser and the API: kept in PostgreSQL for a
 * signed-in learner, exported to a file and imported by a signed-out one. One schema serves the server's
 * validation and the browser's check of an imported file, so the two cannot drift.
 */

/** Room for every challenge of the catalogue and those a trainer adds. */
export const MAX_CHALLENGES = 200;
/** A challenge has fewer than 30 cases and bugs; the bound only keeps a record small. */
export const MAX_ANSWERS = 100;
/** Devices whose submissions a challenge counts; a learner has a few. */
export const MAX_DEVICES = 20;
export const MAX_TOURS = 50;

/** `{type}_{key}` of the catalogue (`storeName`). */
export const STORE_NAME_PATTERN = '^[a-zA-Z]{1,20}_[a-zA-Z0-9-]{1,40}$';
/** `case_{n}` and `bug_{n}`, as the browser stores its correct answers. */
export const ANSWER_KEY_PATTERN = '^(case|bug)_[1-9][0-9]{0,2}$';
/** A random id each browser keeps, so two devices' submission counts add up instead of overwriting. */
export const DEVICE_ID_PATTERN = '^[A-Za-z0-9_-]{8,64}$';

const Value = Type.String({ maxLength: MAX_VALUE_LENGTH });

/** One stored correct answer: the payload that found the case or bug (SPEC §7 POST body). */
export const StoredAnswerSchema = Type.Object(
  {
    first: Type.Optional(Value),
    second: Type.Optional(Value),
    third: Type.Optional(Value),
    expectedResult: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
    caseNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
    /** API testing: the requests that set up the state the answer's case rests on (ChallengePayload.before). */
    before: Type.Optional(
      Type.Array(
        Type.Object(
          { first: Type.Optional(Value), second: Type.Optional(Value), third: Type.Optional(Value) },
          { additionalProperties: false },
        ),
        { maxItems: MAX_BEFORE_REQUESTS },
      ),
    ),
    emptyFields: Type.Optional(EmptyFieldsSchema),
  },
  { additionalProperties: false },
);

/**
 * A challenge's best test-design run on build 1: the learner's table and what it caught. The account takes the
 * figures only from its own run of the table.
 */
export const StoredTestRunSchema = Type.Object(
  {
    tests: testTableOf(TestRowSchema),
    score: Type.Integer({ minimum: 0, maximum: 100 }),
    variantsCaught: Type.Integer({ minimum: 0, maximum: 100 }),
    variantsTotal: Type.Integer({ minimum: 0, maximum: 100 }),
    /** The technique of each variant the table missed. */
    missed: Type.Array(TechniqueSchema, { maxItems: 100 }),
  },
  { additionalProperties: false },
);

/**
 * A challenge's best bug report of one planted bug: the report as the learner wrote it, the bug its steps reproduce
 * and its score. The title is judged in `language`, the one it was written in. The account takes the bug and the
 * score only from its own grading of the report.
 */
export const StoredBugReportSchema = Type.Object(
  {
    ...BUG_REPORT_FIELDS,
    bug: Type.Integer({ minimum: 1, maximum: MAX_PLANTED_BUGS }),
    score: Type.Integer({ minimum: 0, maximum: 100 }),
    language: Type.Enum([...LANGUAGES]),
  },
  { additionalProperties: false },
);

export const ChallengeRecordSchema = Type.Object(
  {
    /**
     * Grows by one at each Reset on a device. It takes nothing away when records merge (a union): the device that
     * reset the challenge sets its earlier finds aside for itself only.
     */
    epoch: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    answers: Type.Record(Type.String({ pattern: ANSWER_KEY_PATTERN }), StoredAnswerSchema, {
      maxProperties: MAX_ANSWERS,
      additionalProperties: false,
    }),
    /** Submissions per device id. */
    submissions: Type.Record(
      Type.String({ pattern: DEVICE_ID_PATTERN }),
      Type.Integer({ minimum: 0, maximum: 10_000_000 }),
      {
        maxProperties: MAX_DEVICES,
        additionalProperties: false,
      },
    ),
    /** The classes of input the learner has tried here (`inputClasses.ts`). */
    inputClasses: Type.Array(Type.Enum([...INPUT_CLASSES]), {
      maxItems: INPUT_CLASSES.length,
      uniqueItems: true,
    }),
    testDesign: Type.Optional(StoredTestRunSchema),
    /** Whether the first expected result of each set of values the table ran was right: only those earn points. */
    firstRuns: Type.Optional(FirstRunsSchema),
    /** The best report of each planted bug reported here, one per bug. */
    bugReports: Type.Optional(Type.Array(StoredBugReportSchema, { maxItems: MAX_PLANTED_BUGS })),
  },
  { additionalProperties: false },
);

export const ProgressRecordSchema = Type.Object(
  {
    version: Type.Literal(1),
    challenges: Type.Record(Type.String({ pattern: STORE_NAME_PATTERN }), ChallengeRecordSchema, {
      maxProperties: MAX_CHALLENGES,
      additionalProperties: false,
    }),
    /** The guided tours already seen (SPEC §3 completedTours). */
    toursSeen: Type.Array(Type.String({ pattern: '^[a-zA-Z0-9_-]{1,40}$' }), {
      maxItems: MAX_TOURS,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);

/** The answers of the progress API: the route answers with them and the browser checks what it reads. */

/** Cases and bugs of one technique. */
export const TechniqueCountSchema = Type.Object({ cases: Type.Integer(), bugs: Type.Integer() });

/** One challenge's public totals, by technique. */
export const ChallengeTotalsSchema = Type.Object({
  storeName: Type.String(),
  cases: Type.Integer(),
  bugs: Type.Integer(),
  techniques: Type.Record(Type.String(), TechniqueCountSchema),
});

/** GET challenges: every challenge's totals by technique. */
export const ChallengeTotalsListSchema = Type.Object({ challenges: Type.Array(ChallengeTotalsSchema) });

const summaryFields = {
  found: Type.Record(Type.String(), Type.Record(Type.String(), TechniqueSchema)),
  completed: Type.Array(Type.String()),
};

/** POST summary. */
export const ProgressSummarySchema = Type.Object(summaryFields);

/** GET and POST me. */
export const StoredProgressSchema = Type.Object({ progress: ProgressRecordSchema, ...summaryFields });

export type StoredAnswer = Static<typeof StoredAnswerSchema>;
export type ChallengeRecord = Static<typeof ChallengeRecordSchema>;
export type StoredTestRun = Static<typeof StoredTestRunSchema>;
export type StoredBugReport = Static<typeof StoredBugReportSchema>;
export type ProgressRecord = Static<typeof ProgressRecordSchema>;
