import { http, isPlainObject, isTesterKey, STORAGE_KEYS, writeString, type ChallengeEntry } from '@qa/shared';
import { BUG_REPORTS_API, PRIORITIES, SEVERITIES } from '@qa/shared/bug-reports';
// Types only: the schema module's values would bring TypeBox into the view's chunk.
import type { BugReportBody, BugReportResult } from '@qa/shared/bug-reports/schema';
import { testerKeyHeaders } from '../progress/sandboxCalls';
import { failure, type CallOutcome } from '../testerTools/toolCalls';

const isText = (value: unknown): value is string => typeof value === 'string';
const isOneOf = (values: readonly string[], value: unknown): boolean =>
  values.some((known) => known === value);

const isStep = (value: unknown): boolean =>
  isPlainObject(value) && isPlainObject(value.values) && Object.values(value.values).every(isText);

const isModel = (value: unknown): boolean =>
  isPlainObject(value) &&
  isText(value.title) &&
  Array.isArray(value.steps) &&
  value.steps.every(isStep) &&
  isText(value.expected) &&
  isText(value.actual) &&
  isOneOf(SEVERITIES, value.severity) &&
  isOneOf(PRIORITIES, value.priority);

// Hand-written against BugReportResultSchema (its Static type): the fields the view reads.
export const isBugReportResult = (value: unknown): value is BugReportResult =>
  isPlainObject(value) &&
  isPlainObject(value.reproduces) &&
  (value.reproduces.bug === null || Number.isInteger(value.reproduces.bug)) &&
  isText(value.reproduces.why) &&
  Array.isArray(value.criteria) &&
  value.criteria.every(
    (criterion) =>
      isPlainObject(criterion) &&
      isText(criterion.name) &&
      typeof criterion.passed === 'boolean' &&
      isText(criterion.reason),
  ) &&
  Number.isInteger(value.score) &&
  (value.duplicateOf === null || isText(value.duplicateOf)) &&
  (value.model === null || isModel(value.model));

/**
 * POST: the report replayed on the build and reviewed criterion by criterion. It names the tester's key, as the
 * sandbox calls do, and keeps the one a reproduced report is filed under: a second report of the bug is then a
 * duplicate, without an account too.
 */
export const sendBugReport = async (
  challenge: ChallengeEntry<string>,
  body: BugReportBody,
): Promise<CallOutcome<BugReportResult>> => {
  try {
    // Signed in where the learner is: the API closes the practice report during their interview on this challenge.
    const answer = await http.post<unknown>(`${BUG_REPORTS_API}/${challenge.group}/${challenge.key}`, body, {
      headers: testerKeyHeaders(),
      auth: true,
    });
    if (!isBugReportResult(answer)) return { kind: 'error' };
    if (isTesterKey(answer.testerKey)) writeString(STORAGE_KEYS.testerKey, answer.testerKey);
    return { kind: 'ok', value: answer };
  } catch (error) {
    return failure(error);
  }
};
