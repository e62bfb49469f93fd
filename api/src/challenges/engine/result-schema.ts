import type { ChallengeResult } from '@qa/shared/catalogue';
import Type, { type TSchema } from 'typebox';

/**
 * Every field of POST {challenge url}'s answer, in the order the evaluators write them: Fastify serializes an
 * answer with a schema through fast-json-stringify, which writes the fields in this order and leaves out any
 * field not named here (the `satisfies` makes a field added to the contract fail the typecheck until it is).
 */
const RESULT_FIELDS = {
  message: Type.String(),
  caseIndex: Type.Optional(Type.Integer()),
  caseText: Type.Optional(Type.String()),
  bugIndex: Type.Optional(Type.Integer()),
  bugText: Type.Optional(Type.String()),
  firstCorrect: Type.Optional(Type.Boolean()),
  secondCorrect: Type.Optional(Type.Boolean()),
  thirdCorrect: Type.Optional(Type.Boolean()),
  caseTechnique: Type.Optional(Type.String()),
  bugTechnique: Type.Optional(Type.String()),
  inputClasses: Type.Optional(Type.Array(Type.String())),
} satisfies Record<keyof ChallengeResult, TSchema>;

/** The 200 answer of POST {challenge url} (SPEC §7). */
export const resultSchema = Type.Object(RESULT_FIELDS);
