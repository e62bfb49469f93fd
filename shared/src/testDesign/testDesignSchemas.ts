import Type, { type Static, type TSchema } from 'typebox';
import { SLOTS } from '../catalogue/apiTypes';
import { TechniqueSchema } from '../catalogue/answerSchemas';
import { MAX_VALUE_LENGTH } from '../catalogue/limits';
import {
  FIRST_RUN_KEY_PATTERN,
  MAX_FIRST_RUNS,
  MAX_TEST_ROWS,
  ROW_CATCHES,
  UNCOUNTED,
} from './testDesignApi';

/**
 * The test-design exercise's calls as TypeBox schemas: a learner's table of test cases, run by the API against a
 * challenge's reference build and its hidden bug variants. The API validates and answers with them (and the
 * OpenAPI document shows them); the page checks what it reads against them.
 */

export { MAX_TEST_ROWS, TEST_DESIGN_API } from './testDesignApi';

const SlotSchema = Type.Enum([...SLOTS]);

/** GET: what the table is written against. Outcome ids are what a row expects. */
export const TestDesignInfoSchema = Type.Object({
  fields: Type.Array(SlotSchema),
  outcomes: Type.Array(Type.Object({ id: Type.String(), text: Type.String() })),
  /** Build 1, and build 2 with the release note that names its change. */
  builds: Type.Array(
    Type.Object({ number: Type.Integer({ minimum: 1 }), releaseNote: Type.Optional(Type.String()) }),
  ),
  variantsTotal: Type.Integer({ minimum: 0 }),
  /** The rows run in order on one store (an API's table): each sees what the earlier ones changed. */
  runsInOrder: Type.Optional(Type.Boolean()),
});

const Value = Type.String({ maxLength: MAX_VALUE_LENGTH });

/**
 * A learner's first runs of one challenge's table: per set of values (with the correct build's answer to them,
 * since an API's answer depends on the rows before), whether the expected result first run was right. Only such
 * a row earns points; the page keeps the record with the learner's progress and sends it with every run.
 */
export const FirstRunsSchema = Type.Record(Type.String({ pattern: FIRST_RUN_KEY_PATTERN }), Type.Boolean(), {
  maxProperties: MAX_FIRST_RUNS,
  additionalProperties: false,
});

/** One test case: a value per field and the outcome id it expects. */
const testRowFields = {
  values: Type.Object(
    { first: Type.Optional(Value), second: Type.Optional(Value), third: Type.Optional(Value) },
    { additionalProperties: false },
  ),
  expected: Type.String({ maxLength: 64 }),
};

export const TestRowSchema = Type.Object(testRowFields, { additionalProperties: false });

/** A table: one to MAX_TEST_ROWS rows. */
export const testTableOf = <Row extends TSchema>(row: Row) =>
  Type.Array(row, { minItems: 1, maxItems: MAX_TEST_ROWS });

/** POST: the table, for one build of the challenge. */
export const TestRunBodySchema = Type.Object(
  {
    build: Type.Integer({ minimum: 1, maximum: 9 }),
    tests: testTableOf(
      Type.Object(
        {
          ...testRowFields,
          /** On build 2, what the learner says of a row that fails there; build 1 reads no mark. */
          mark: Type.Optional(Type.Enum(['intendedChange', 'regression'])),
        },
        { additionalProperties: false },
      ),
    ),
    /** Build 1: the first runs kept so far; none, and every row is run for the first time. */
    firstRuns: Type.Optional(FirstRunsSchema),
  },
  { additionalProperties: false },
);

/** POST's answer on build 1: each row judged on the reference build, and what the table catches of the variants. */
export const TestRunResultSchema = Type.Object({
  build: Type.Literal(1),
  rows: Type.Array(
    Type.Object({
      validOnReference: Type.Boolean(),
      referenceOutcome: Type.String(),
      /**
       * What the row catches (ROW_CATCHES). Optional: an interview's table run stored before rows were judged so
       * has none.
       */
      catches: Type.Optional(Type.Enum([...ROW_CATCHES])),
      /** On a redundant row: the rows (0-based) that already catch its variants and cover its input class. */
      coveredBy: Type.Optional(Type.Array(Type.Integer({ minimum: 0 }))),
      /**
       * On a wrong row, the rule of the expert design its values land on (a case's text, as a submission of the
       * same values would show it): what the expectation contradicts.
       */
      rule: Type.Optional(Type.String()),
      /** A row that passes but earns nothing, and why (UNCOUNTED). */
      uncounted: Type.Optional(Type.Enum([...UNCOUNTED])),
    }),
  ),
  variantsTotal: Type.Integer({ minimum: 0 }),
  variantsCaught: Type.Integer({ minimum: 0 }),
  missed: Type.Array(Type.Object({ technique: TechniqueSchema, field: Type.Optional(SlotSchema) })),
  redundant: Type.Array(Type.Integer({ minimum: 0 })),
  uncoveredClasses: Type.Object({
    cases: Type.Array(Type.Integer({ minimum: 1 })),
    bugs: Type.Array(Type.Integer({ minimum: 1 })),
  }),
  /**
   * Each uncovered class by the technique that finds it and the field it lives in (where it is of one field),
   * cases first: what to practise, never the class. Optional: an interview's table run stored before has none.
   */
  uncovered: Type.Optional(
    Type.Array(Type.Object({ technique: TechniqueSchema, field: Type.Optional(SlotSchema) })),
  ),
  /** How many input classes the expert design has. Optional: an interview's table run stored before has none. */
  classesTotal: Type.Optional(Type.Integer({ minimum: 0 })),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  /** The first runs with this run's added, for the next run. An interview keeps its own and answers none. */
  firstRuns: Type.Optional(FirstRunsSchema),
});

/**
 * POST's answer on build 2: what build 2 answered each row, and each row's mark judged (`none`: unmarked and
 * passing as the changed requirements expect; `missing`: unmarked but failing, or still expecting build 1's outcome).
 */
export const RegressionRunResultSchema = Type.Object({
  build: Type.Literal(2),
  rows: Type.Array(
    Type.Object({
      outcome: Type.String(),
      passed: Type.Boolean(),
      mark: Type.Enum(['right', 'wrong', 'missing', 'none']),
    }),
  ),
  changeFound: Type.Boolean(),
  regressionFound: Type.Boolean(),
  passesReference: Type.Boolean(),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
});

export const AnyRunResultSchema = Type.Union([TestRunResultSchema, RegressionRunResultSchema]);

export type TestDesignInfo = Static<typeof TestDesignInfoSchema>;
export type TestRunBody = Static<typeof TestRunBodySchema>;
export type TestRunResult = Static<typeof TestRunResultSchema>;
export type FirstRuns = Static<typeof FirstRunsSchema>;
export type RegressionRunResult = Static<typeof RegressionRunResultSchema>;
