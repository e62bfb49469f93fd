import { ROW_CATCHES, TEST_DESIGN_API, UNCOUNTED } from '@qa/shared/test-design';
import { http, isHttpError, isPlainObject, SLOTS, type ChallengeEntry } from '@qa/shared';
import { failure, type CallOutcome } from '../testerTools/toolCalls';
import { TECHNIQUES } from '@qa/shared/progress';
import { isFirstRuns } from '../progress/challengeStats';
// Types only: the schema module's values would bring TypeBox into the view's chunk (13 kB compressed).
import type {
  RegressionRunResult,
  TestDesignInfo,
  TestRunBody,
  TestRunResult,
} from '@qa/shared/test-design/schema';

/** Where a challenge's test-design calls live. */
export const testDesignPath = (challenge: ChallengeEntry<string>): string =>
  `${TEST_DESIGN_API}/${challenge.group}/${challenge.key}`;

const isSlot = (value: unknown): boolean => SLOTS.some((slot) => slot === value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && Number(value) >= 0;
const isCountList = (value: unknown): boolean => Array.isArray(value) && value.every(isCount);
/** A missed variant or an uncovered class: a technique, and the field where it is of one. */
const isTechniqueInField = (value: unknown): boolean =>
  isPlainObject(value) &&
  typeof value.technique === 'string' &&
  Object.hasOwn(TECHNIQUES, value.technique) &&
  (value.field === undefined || isSlot(value.field));

// Hand-written against TestDesignInfoSchema and TestRunResultSchema (their Static types): the kit does not carry
// TypeBox's checker, and these are the fields the view reads.
export const isTestDesignInfo = (value: unknown): value is TestDesignInfo =>
  isPlainObject(value) &&
  Array.isArray(value.fields) &&
  value.fields.every(isSlot) &&
  Array.isArray(value.outcomes) &&
  value.outcomes.every(
    (outcome) => isPlainObject(outcome) && typeof outcome.id === 'string' && typeof outcome.text === 'string',
  ) &&
  Array.isArray(value.builds) &&
  value.builds.every(
    (build) =>
      isPlainObject(build) &&
      isCount(build.number) &&
      (build.releaseNote === undefined || typeof build.releaseNote === 'string'),
  ) &&
  isCount(value.variantsTotal) &&
  (value.runsInOrder === undefined || typeof value.runsInOrder === 'boolean');

export const isTestRunResult = (value: unknown): value is TestRunResult =>
  isPlainObject(value) &&
  value.build === 1 &&
  Array.isArray(value.rows) &&
  value.rows.every(
    (row) =>
      isPlainObject(row) &&
      typeof row.validOnReference === 'boolean' &&
      typeof row.referenceOutcome === 'string' &&
      (row.catches === undefined || ROW_CATCHES.some((catches) => catches === row.catches)) &&
      (row.coveredBy === undefined || isCountList(row.coveredBy)) &&
      (row.uncounted === undefined || UNCOUNTED.some((why) => why === row.uncounted)) &&
      (row.rule === undefined || typeof row.rule === 'string'),
  ) &&
  isCount(value.variantsTotal) &&
  isCount(value.variantsCaught) &&
  Array.isArray(value.missed) &&
  value.missed.every(isTechniqueInField) &&
  isCountList(value.redundant) &&
  isPlainObject(value.uncoveredClasses) &&
  isCountList(value.uncoveredClasses.cases) &&
  isCountList(value.uncoveredClasses.bugs) &&
  (value.uncovered === undefined ||
    (Array.isArray(value.uncovered) && value.uncovered.every(isTechniqueInField))) &&
  isCount(value.score) &&
  (value.firstRuns === undefined || isFirstRuns(value.firstRuns));

const MARK_VERDICTS: readonly unknown[] = ['right', 'wrong', 'missing', 'none'];

export const isRegressionRunResult = (value: unknown): value is RegressionRunResult =>
  isPlainObject(value) &&
  value.build === 2 &&
  Array.isArray(value.rows) &&
  value.rows.every(
    (row) =>
      isPlainObject(row) &&
      typeof row.outcome === 'string' &&
      typeof row.passed === 'boolean' &&
      MARK_VERDICTS.includes(row.mark),
  ) &&
  typeof value.changeFound === 'boolean' &&
  typeof value.regressionFound === 'boolean' &&
  typeof value.passesReference === 'boolean' &&
  isCount(value.score);

/** A run's answer: on build 1 the variants caught, on build 2 the marks judged. */
export type AnyRunResult = TestRunResult | RegressionRunResult;

/**
 * A table only run on the build under test, as a tester runs tests: what it showed for each row, no verdict. An
 * interview answers so; it grades the table when the session ends.
 */
export interface UnderTestRun {
  build: 'underTest';
  rows: { shown: string }[];
}

/** What running a table may answer. */
export type TableRunAnswer = AnyRunResult | UnderTestRun;

/** GET: the fields, outcomes and builds a table is written against; a 404 means the challenge has no design. */
export const fetchTestDesign = async (
  challenge: ChallengeEntry<string>,
): Promise<CallOutcome<TestDesignInfo>> => {
  try {
    const answer = await http.get<unknown>(testDesignPath(challenge));
    return isTestDesignInfo(answer) ? { kind: 'ok', value: answer } : { kind: 'error' };
  } catch (error) {
    return isHttpError(error) && error.status === 404 ? { kind: 'none' } : failure(error);
  }
};

/**
 * POST: the table run against the build: on build 1 each row judged and the variants it catches counted, on build
 * 2 each row's mark judged.
 */
export const runTestTable = async (
  challenge: ChallengeEntry<string>,
  body: TestRunBody,
): Promise<CallOutcome<AnyRunResult>> => {
  try {
    // Signed in where the learner is: the API closes the practice table during their interview on this challenge.
    const answer = await http.post<unknown>(testDesignPath(challenge), body, { auth: true });
    const expected = body.build === 1 ? isTestRunResult : isRegressionRunResult;
    return expected(answer) && answer.rows.length === body.tests.length
      ? { kind: 'ok', value: answer }
      : { kind: 'error' };
  } catch (error) {
    return failure(error);
  }
};
