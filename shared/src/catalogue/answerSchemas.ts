import Type from 'typebox';
import { INPUT_CLASSES } from '../progress/inputClasses';
import { TECHNIQUE_KEYS } from '../progress/techniques';
import { SLOTS } from './apiTypes';
import { CHALLENGE_GROUPS } from './types';

/**
 * The TypeBox schemas of challenge answers that other answers hold (a Game submission's result): the API answers
 * with them and the browser checks what it reads against them.
 */

/** An instant of the server's clock, as ISO 8601. */
export const Instant = Type.String({ format: 'date-time' });

/** A key of TECHNIQUES. */
export const TechniqueSchema = Type.Enum(TECHNIQUE_KEYS);

export const ChallengeGroupSchema = Type.Enum(CHALLENGE_GROUPS);

/** The fields a submission left empty (ChallengePayload.emptyFields), each once. */
export const EmptyFieldsSchema = Type.Array(Type.Enum([...SLOTS]), {
  maxItems: SLOTS.length,
  uniqueItems: true,
});

/** The values of one request (RequestValues). */
export const RequestValuesSchema = Type.Object({
  first: Type.Optional(Type.String()),
  second: Type.Optional(Type.String()),
  third: Type.Optional(Type.String()),
});

/** The case or bug an answer found, with its text: in a result, a batch's item and a sandbox's finding. */
export const FOUND = {
  caseIndex: Type.Optional(Type.Integer()),
  caseText: Type.Optional(Type.String()),
  bugIndex: Type.Optional(Type.Integer()),
  bugText: Type.Optional(Type.String()),
};

/** The 200 answer of POST {challenge url} (ChallengeResult), its fields in the order the evaluators write them. */
export const ChallengeResultSchema = Type.Object({
  message: Type.String(),
  ...FOUND,
  firstCorrect: Type.Optional(Type.Boolean()),
  secondCorrect: Type.Optional(Type.Boolean()),
  thirdCorrect: Type.Optional(Type.Boolean()),
  caseTechnique: Type.Optional(TechniqueSchema),
  bugTechnique: Type.Optional(TechniqueSchema),
  inputClasses: Type.Optional(Type.Array(Type.Enum(INPUT_CLASSES))),
  before: Type.Optional(Type.Array(RequestValuesSchema)),
});
