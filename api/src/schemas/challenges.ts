import {
  type BatchResultItem,
  type ChallengeInfo,
  type ChallengePayload,
  type ChallengeResult,
  type RequestValues,
  type SandboxFinding,
  type SandboxFindings,
} from '@qa/shared/catalogue';
import {
  ChallengeResultSchema as SharedChallengeResultSchema,
  EmptyFieldsSchema,
  FOUND,
  RequestValuesSchema as SharedRequestValuesSchema,
} from '@qa/shared/catalogue/schemas';
import Type from 'typebox';
import { objectOf } from './objectOf';

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

const RequestValuesSchema = objectOf<RequestValues>()(SharedRequestValuesSchema.properties);

/** The 200 answer of POST {challenge url} (SPEC §7): the shared schema, checked to name every contract field. */
export const ChallengeResultSchema = objectOf<ChallengeResult>()(SharedChallengeResultSchema.properties);

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
  emptyFields: Type.Optional(EmptyFieldsSchema),
  before: Type.Optional(Type.Array(RequestValuesSchema)),
});

/** GET {challenge url}/sandbox and POST …/sandbox/reset. */
export const SandboxFindingsSchema = objectOf<SandboxFindings>()({
  testerKey: Type.String(),
  found: Type.Array(objectOf<SandboxFinding>()({ payload: PayloadSchema, ...FOUND })),
});
