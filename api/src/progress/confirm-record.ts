import {
  unitedFirstRuns,
  type ChallengeRecord,
  type ProgressRecord,
  type StoredAnswer,
} from '@qa/shared/progress';
import { Compile } from 'typebox/compile';
import type { ChallengeDefinition } from '../challenges/engine/definition';
import { evaluateBatch } from '../challenges/engine/evaluate';
import { payloadSchema } from '../challenges/engine/payload-schema';
import { REGISTERED_BY_STORE_NAME } from '../challenges/registry';
import { confirmedReports } from '../bug-reports/stored-report';
import { confirmedRun } from '../test-design/stored-run';
import { tableRows } from '../test-design/test-design';
import { answerKeyParts, findingOf } from './techniques-found';

/** Each challenge's form, as its POST route checks it: a stored answer must be something the form can send. */
const PAYLOAD_CHECKS = new Map(
  [...REGISTERED_BY_STORE_NAME].map(([storeName, { definition }]) => [
    storeName,
    Compile(payloadSchema(definition)),
  ]),
);

/**
 * Why a record (already of the schema's shape) cannot be taken, for the 400's detail: a challenge this server
 * does not have, a case or bug beyond its list, or an answer its form could not have sent.
 */
export const recordProblem = (record: ProgressRecord): string | undefined => {
  for (const [storeName, { answers }] of Object.entries(record.challenges)) {
    const challenge = REGISTERED_BY_STORE_NAME.get(storeName);
    if (!challenge) return `challenges.${storeName}: unknown challenge`;
    for (const [key, payload] of Object.entries(answers)) {
      if (!findingOf(challenge.definition, key))
        return `challenges.${storeName}.answers.${key}: no such case or bug`;
      if (!PAYLOAD_CHECKS.get(storeName)?.Check(payload)) {
        return `challenges.${storeName}.answers.${key}: not an answer this challenge's form can send`;
      }
    }
  }
  return undefined;
};

/**
 * The most submissions one device is counted for one challenge. No count can be checked (the server does not see
 * every submission, a page counts them itself), so a sent count is kept only up to what a learner could send by
 * hand: one every five seconds for fourteen hours.
 */
export const MAX_COUNTED_SUBMISSIONS = 10_000;

const clampedCounts = (counts: Readonly<Record<string, number>>): Record<string, number> =>
  Object.fromEntries(
    Object.entries(counts).map(([device, count]) => [device, Math.min(count, MAX_COUNTED_SUBMISSIONS)]),
  );

/**
 * Test-design runs a merge runs again: one takes a few milliseconds (fifty rows on every build), twelve would take
 * a hundred and more. A browser keeps a run the account has not taken yet (`writeLocalChallenges`) and sends it
 * again with its next change, so runs made signed out reach the account one a merge.
 */
export const RUNS_CONFIRMED_PER_MERGE = 1;

/**
 * Bug reports a merge grades anew: each is replayed on its build (the User API's in a sandbox of its own), so a
 * record of many reports made signed out reaches the account one a merge, as test-design runs do.
 */
export const REPORTS_GRADED_PER_MERGE = 1;

const PAYLOAD_FIELDS = ['first', 'second', 'third', 'expectedResult', 'caseNumber'] as const;

/** Field by field: PostgreSQL's jsonb does not keep the order of an object's keys. */
const samePayload = (one: StoredAnswer | undefined, other: StoredAnswer | undefined): boolean =>
  one !== undefined &&
  other !== undefined &&
  PAYLOAD_FIELDS.every((field) => one[field] === other[field]) &&
  String(one.emptyFields) === String(other.emptyFields) &&
  JSON.stringify(one.before) === JSON.stringify(other.before);

const confirmedKeys = (definition: ChallengeDefinition, keys: readonly string[], record: ChallengeRecord) => {
  const results = evaluateBatch(
    definition,
    keys.map((key) => record.answers[key]!),
    'en',
  );
  return keys.filter((key, index) => {
    const result = results[index];
    const [kind, number] = answerKeyParts(key) ?? [];
    return number !== undefined && number === (kind === 'case' ? result?.caseIndex : result?.bugIndex);
  });
};

/**
 * The record with only the answers that really find the case or bug their key names, judged as the challenge
 * judges a submission; `trusted` answers (already confirmed and stored) are kept as they are, since a rule that
 * depends on the day (book a desk) must not take back what a learner found on another day. A dropped answer is
 * not an error: the browser's own restore drops what the server no longer recognises in the same way. A best
 * test-design run gets its figures from this API's own run of its table, RUNS_CONFIRMED_PER_MERGE at a time, and
 * a bug report its bug and score from this API's own grading, REPORTS_GRADED_PER_MERGE at a time.
 */
export const confirmRecord = (record: ProgressRecord, trusted?: ProgressRecord): ProgressRecord => {
  const challenges: Record<string, ChallengeRecord> = {};
  let runsLeft = RUNS_CONFIRMED_PER_MERGE;
  let reportsLeft = REPORTS_GRADED_PER_MERGE;
  const mayGrade = () => reportsLeft-- > 0;
  for (const [storeName, challenge] of Object.entries(record.challenges)) {
    const definition = REGISTERED_BY_STORE_NAME.get(storeName)?.definition;
    if (!definition) continue;
    const known = trusted?.challenges[storeName];
    const isTrusted = (key: string) => samePayload(known?.answers[key], challenge.answers[key]);
    const toCheck = Object.keys(challenge.answers).filter((key) => !isTrusted(key));
    const confirmed = new Set(confirmedKeys(definition, toCheck, challenge));
    const answers = Object.fromEntries(
      Object.entries(challenge.answers).filter(([key]) => isTrusted(key) || confirmed.has(key)),
    );
    const { testDesign: sent, firstRuns: sentFirstRuns, bugReports: sentReports = [], ...rest } = challenge;
    // The stored first runs before the sent ones: a copy that leaves out or rewrites an entry changes nothing kept.
    let firstRuns = unitedFirstRuns(known?.firstRuns, sentFirstRuns);
    // A run already stored keeps its figures; any other is run again here, so no figure is taken on trust.
    const stored =
      sent &&
      JSON.stringify(tableRows(sent.tests)) === JSON.stringify(tableRows(known?.testDesign?.tests ?? []));
    const confirmNow = sent && !stored && runsLeft > 0;
    if (confirmNow) runsLeft -= 1;
    const confirmedNow = confirmNow ? confirmedRun(storeName, sent, firstRuns) : undefined;
    if (confirmedNow) firstRuns = confirmedNow.firstRuns;
    const testDesign = stored ? known?.testDesign : confirmedNow?.run;
    const bugReports = confirmedReports(storeName, sentReports, known?.bugReports ?? [], mayGrade);
    challenges[storeName] = {
      ...rest,
      answers,
      submissions: clampedCounts(challenge.submissions),
      ...(testDesign && { testDesign }),
      ...(firstRuns && { firstRuns }),
      ...(bugReports.length > 0 && { bugReports }),
    };
  }
  return { ...record, challenges };
};
