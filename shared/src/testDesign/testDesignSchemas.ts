import Type, { type Static } from 'typebox';
import { SLOTS } from '../catalogue/apiTypes';
import { TechniqueSchema } from '../catalogue/answerSchemas';
import { MAX_VALUE_LENGTH } from '../catalogue/limits';
import { MAX_TEST_ROWS } from './testDesignApi';

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
  builds: Type.Array(Type.Integer({ minimum: 1 })),
  variantsTotal: Type.Integer({ minimum: 0 }),
});

const Value = Type.String({ maxLength: MAX_VALUE_LENGTH });

/** POST: the table, for one build of the challenge. */
export const TestRunBodySchema = Type.Object(
  {
    build: Type.Integer({ minimum: 1, maximum: 9 }),
    tests: Type.Array(
      Type.Object(
        {
          values: Type.Object(
            { first: Type.Optional(Value), second: Type.Optional(Value), third: Type.Optional(Value) },
            { additionalProperties: false },
          ),
          expected: Type.String({ maxLength: 64 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: MAX_TEST_ROWS },
    ),
  },
  { additionalProperties: false },
);

/** POST's answer: each row judged on the reference build, and what the table catches of the variants. */
export const TestRunResultSchema = Type.Object({
  rows: Type.Array(Type.Object({ validOnReference: Type.Boolean(), referenceOutcome: Type.String() })),
  variantsTotal: Type.Integer({ minimum: 0 }),
  variantsCaught: Type.Integer({ minimum: 0 }),
  missed: Type.Array(Type.Object({ technique: TechniqueSchema, field: Type.Optional(SlotSchema) })),
  redundant: Type.Array(Type.Integer({ minimum: 0 })),
  uncoveredClasses: Type.Object({
    cases: Type.Array(Type.Integer({ minimum: 1 })),
    bugs: Type.Array(Type.Integer({ minimum: 1 })),
  }),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
});

export type TestDesignInfo = Static<typeof TestDesignInfoSchema>;
export type TestRunBody = Static<typeof TestRunBodySchema>;
export type TestRunResult = Static<typeof TestRunResultSchema>;
