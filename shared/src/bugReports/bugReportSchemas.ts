import Type, { type Static } from 'typebox';
import { MAX_VALUE_LENGTH } from '../catalogue/limits';
import { MAX_REPORT_STEPS, MAX_RESULT_LENGTH, PRIORITIES, SEVERITIES } from './bugReportApi';

/**
 * The bug-report call as TypeBox schemas: a learner's report of a planted bug, replayed on the build and graded.
 * The API validates and answers with them (and the OpenAPI document shows them); the page checks what it reads.
 */

export * from './bugReportApi';

const Value = Type.String({ maxLength: MAX_VALUE_LENGTH });
export const StepSchema = Type.Object(
  {
    values: Type.Object(
      { first: Type.Optional(Value), second: Type.Optional(Value), third: Type.Optional(Value) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
const Result = Type.String({ maxLength: MAX_RESULT_LENGTH });
export const SeveritySchema = Type.Enum([...SEVERITIES]);
export const PrioritySchema = Type.Enum([...PRIORITIES]);

/**
 * A report's fields, as POST takes them and the learner's progress keeps the best report of each bug. A title of
 * any length up to 300 is graded (its length is a criterion), not refused.
 */
export const BUG_REPORT_FIELDS = {
  title: Type.String({ maxLength: 300 }),
  steps: Type.Array(StepSchema, { minItems: 1, maxItems: MAX_REPORT_STEPS }),
  expected: Result,
  actual: Result,
  severity: SeveritySchema,
  priority: PrioritySchema,
};

/** POST: the report. */
export const BugReportBodySchema = Type.Object(BUG_REPORT_FIELDS, { additionalProperties: false });

/** The report a senior tester would file for the bug, shown once a report of it is graded. */
export const ModelReportSchema = Type.Object({
  title: Type.String(),
  steps: Type.Array(StepSchema),
  expected: Type.String(),
  actual: Type.String(),
  severity: SeveritySchema,
  priority: PrioritySchema,
});

export const CRITERIA = ['minimalSteps', 'actualResult', 'expectedResult', 'title', 'severity'] as const;

/** POST's answer: the bug the steps reproduce (or why none), each criterion with its reason, and the model. */
export const BugReportResultSchema = Type.Object({
  reproduces: Type.Object({
    bug: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    why: Type.String(),
  }),
  criteria: Type.Array(
    Type.Object({ name: Type.Enum([...CRITERIA]), passed: Type.Boolean(), reason: Type.String() }),
  ),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  /** The title of this tester's first report of the same bug, as a tracker marks a duplicate. */
  duplicateOf: Type.Union([Type.String(), Type.Null()]),
  model: Type.Union([ModelReportSchema, Type.Null()]),
  /**
   * The tester key a reproduced report is kept under (also the X-Tester-Key header of the answer): sent with the
   * next report, it makes a second report of the same bug a duplicate.
   */
  testerKey: Type.Optional(Type.String()),
});

export type BugReportBody = Static<typeof BugReportBodySchema>;
export type BugReportResult = Static<typeof BugReportResultSchema>;
