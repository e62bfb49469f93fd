import {
  CHALLENGE_TYPES,
  SLOTS,
  type BatchResultItem,
  type ChallengeInfo,
  type ChallengePayload,
  type ChallengeResult,
  type RequestValues,
  type SandboxFinding,
  type SandboxFindings,
} from '@qa/shared/catalogue';
import { INPUT_CLASSES } from '@qa/shared/progress';
import Type from 'typebox';
import { objectOf } from './contract';
import { TechniqueSchema } from './common';

export const ChallengeTypeSchema = Type.Enum(CHALLENGE_TYPES);

/** GET {challenge url}. */
export const ChallengeInfoSchema = objectOf<ChallengeInfo>()({
  cases: Type.Array(Type.String()),
  casesTotal: Type.Integer(),
  bugsTotal: Type.Integer(),
  caseText: Type.Optional(Type.String()),
  caseOptions: Type.Optional(Type.String()),
  caseResults: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
});

/** The case or bug an answer found, with its text: in a result, a batch's item and a sandbox's finding. */
const RequestValuesSchema = objectOf<RequestValues>()({
  first: Type.Optional(Type.String()),
  second: Type.Optional(Type.String()),
  third: Type.Optional(Type.String()),
});

const FOUND = {
  caseIndex: Type.Optional(Type.Integer()),
  caseText: Type.Optional(Type.String()),
  bugIndex: Type.Optional(Type.Integer()),
  bugText: Type.Optional(Type.String()),
};

/** The 200 answer of POST {challenge url} (SPEC §7), its fields in the order the evaluators write them. */
export const ChallengeResultSchema = objectOf<ChallengeResult>()({
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

/** POST {challenge url}/batch: one item per payload, in order. */
export const BatchResultSchema = Type.Array(
  objectOf<BatchResultItem>()({ message: Type.String(), ...FOUND }),
);

/**
 * GET {challenge url}/answer/{index}: the challenge's answers, or with `caseIndex` one hint (SPEC §3 "Answer
 * response").
 */
export const AnswerSchema = Type.Union([
  Type.Object({ answers: Type.Array(Type.String()) }),
  Type.Object({ message: Type.String() }),
]);

const PayloadSchema = objectOf<ChallengePayload>()({
  first: Type.Optional(Type.String()),
  second: Type.Optional(Type.String()),
  third: Type.Optional(Type.String()),
  expectedResult: Type.Optional(Type.Integer()),
  caseNumber: Type.Optional(Type.Integer()),
  emptyFields: Type.Optional(Type.Array(Type.Enum([...SLOTS]))),
  before: Type.Optional(Type.Array(RequestValuesSchema)),
});

/** GET {challenge url}/sandbox and POST …/sandbox/reset. */
export const SandboxFindingsSchema = objectOf<SandboxFindings>()({
  testerKey: Type.String(),
  found: Type.Array(objectOf<SandboxFinding>()({ payload: PayloadSchema, ...FOUND })),
});
