import {
  isLanguage,
  isPlainObject,
  isStringArray,
  readJson,
  readString,
  removeItem,
  writeJson,
  writeString,
  STORAGE_KEYS,
  type ChallengePayload,
} from '@qa/shared';
import { FIRST_RUN_KEY_PATTERN, MAX_FIRST_RUNS, MAX_TEST_ROWS } from '@qa/shared/test-design';
import type { FirstRuns } from '@qa/shared/test-design/schema';
import { MAX_REPORT_STEPS, MAX_RESULT_LENGTH, PRIORITIES, SEVERITIES } from '@qa/shared/bug-reports';
import {
  bestReports,
  emptyChallengeRecord,
  isBetterReport,
  isBetterRun,
  MAX_PLANTED_BUGS,
  orderedClasses,
  TECHNIQUES,
  type ChallengeRecord,
  type StoredBugReport,
  type StoredTestRun,
} from '@qa/shared/progress';
import { announceProgressChange } from './progressEvents';
import { clearSubmissionHistory, recordSubmission } from './submissionHistory';

/**
 * What a challenge keeps besides its answers: submissions per device, the input classes tried, the Reset epoch,
 * the best test-design run, the best report of each planted bug, and the finds this browser set aside at its
 * Resets, under `{storeName}_stats`. Loaded on the first submission or Reset, not with the page.
 */
export type ChallengeStats = Omit<ChallengeRecord, 'answers'> & {
  /**
   * Answer keys found before a Reset here. The account and the other devices keep them (merges only ever unite),
   * so this browser leaves them out of its own copy until the learner finds them again.
   */
  setAside?: string[];
};

const isCount = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 0;

const isTestRow = (value: unknown): boolean =>
  isPlainObject(value) &&
  isPlainObject(value.values) &&
  Object.values(value.values).every((text) => typeof text === 'string') &&
  typeof value.expected === 'string';

// By hand against StoredTestRunSchema: the kit does not carry TypeBox's checker.
const isStoredRun = (value: unknown): value is StoredTestRun =>
  isPlainObject(value) &&
  Array.isArray(value.tests) &&
  value.tests.length > 0 &&
  value.tests.length <= MAX_TEST_ROWS &&
  value.tests.every(isTestRow) &&
  [value.score, value.variantsCaught, value.variantsTotal].every(isCount) &&
  Array.isArray(value.missed) &&
  value.missed.every((technique) => typeof technique === 'string' && Object.hasOwn(TECHNIQUES, technique));

const FIRST_RUN_KEY = new RegExp(FIRST_RUN_KEY_PATTERN);

// By hand against FirstRunsSchema.
export const isFirstRuns = (value: unknown): value is FirstRuns =>
  isPlainObject(value) &&
  Object.keys(value).length <= MAX_FIRST_RUNS &&
  Object.entries(value).every(([key, right]) => FIRST_RUN_KEY.test(key) && typeof right === 'boolean');

const isText = (value: unknown, maxLength: number): boolean =>
  typeof value === 'string' && value.length <= maxLength;
const isOneOf = (values: readonly string[], value: unknown): boolean =>
  values.some((known) => known === value);

const isReportStep = (value: unknown): boolean =>
  isPlainObject(value) &&
  isPlainObject(value.values) &&
  Object.entries(value.values).every(
    ([slot, text]) => isOneOf(['first', 'second', 'third'], slot) && typeof text === 'string',
  );

// By hand against StoredBugReportSchema, as the run: the fields the account would refuse otherwise.
const isStoredReport = (value: unknown): value is StoredBugReport =>
  isPlainObject(value) &&
  isText(value.title, 300) &&
  Array.isArray(value.steps) &&
  value.steps.length > 0 &&
  value.steps.length <= MAX_REPORT_STEPS &&
  value.steps.every(isReportStep) &&
  isText(value.expected, MAX_RESULT_LENGTH) &&
  isText(value.actual, MAX_RESULT_LENGTH) &&
  isOneOf(SEVERITIES, value.severity) &&
  isOneOf(PRIORITIES, value.priority) &&
  Number.isInteger(value.bug) &&
  (value.bug as number) >= 1 &&
  (value.bug as number) <= MAX_PLANTED_BUGS &&
  isCount(value.score) &&
  (value.score as number) <= 100 &&
  isLanguage(value.language);

/** The well-shaped reports of a stored list, the best of each bug; undefined when none is left. */
const storedReports = (value: unknown): StoredBugReport[] | undefined =>
  Array.isArray(value) ? bestReports(value.filter(isStoredReport)) : undefined;

const isStats = (value: unknown): value is ChallengeStats =>
  isPlainObject(value) &&
  isCount(value.epoch) &&
  isPlainObject(value.submissions) &&
  Object.values(value.submissions).every(isCount) &&
  isStringArray(value.inputClasses) &&
  (value.setAside === undefined || isStringArray(value.setAside));

const emptyStats = (epoch = 0): ChallengeStats => {
  const { answers: _none, ...stats } = emptyChallengeRecord(epoch);
  return stats;
};

/**
 * The stored stats; a corrupted or wrongly shaped entry counts as none (classes it does not know are dropped, and
 * a test-design run or a bug report of the wrong shape, the rest kept).
 */
export const readChallengeStats = (storeName: string): ChallengeStats => {
  const { testDesign, firstRuns, bugReports, ...stats } = readJson(
    STORAGE_KEYS.challengeStats(storeName),
    emptyStats(),
    isStats,
  );
  const reports = storedReports(bugReports);
  return {
    ...stats,
    inputClasses: orderedClasses(stats.inputClasses),
    ...(isStoredRun(testDesign) && { testDesign }),
    ...(isFirstRuns(firstRuns) && { firstRuns }),
    ...(reports && { bugReports: reports }),
  };
};

export const writeChallengeStats = (storeName: string, stats: ChallengeStats): void => {
  const empty =
    stats.epoch === 0 &&
    Object.keys(stats.submissions).length === 0 &&
    stats.inputClasses.length === 0 &&
    !stats.testDesign &&
    !stats.firstRuns &&
    (stats.bugReports ?? []).length === 0 &&
    (stats.setAside ?? []).length === 0;
  if (empty) removeItem(STORAGE_KEYS.challengeStats(storeName));
  else writeJson(STORAGE_KEYS.challengeStats(storeName), stats);
};

const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** This browser's id, made once; getRandomValues works on plain http too, where randomUUID does not. */
export const deviceId = (): string => {
  const stored = readString(STORAGE_KEYS.deviceId);
  if (stored && DEVICE_ID.test(stored)) return stored;
  const made = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  writeString(STORAGE_KEYS.deviceId, made);
  return made;
};

/**
 * One more submission from this browser, with the input classes the server saw in it; its values join the tab's
 * history of submissions.
 */
export const countSubmission = (
  storeName: string,
  payload: ChallengePayload,
  inputClasses: readonly string[] = [],
): void => {
  recordSubmission(storeName, payload);
  const stats = readChallengeStats(storeName);
  const device = deviceId();
  writeChallengeStats(storeName, {
    ...stats,
    submissions: { ...stats.submissions, [device]: (stats.submissions[device] ?? 0) + 1 },
    inputClasses: orderedClasses([...stats.inputClasses, ...inputClasses]),
  });
  announceProgressChange();
};

/**
 * Reset: counts and classes go, the next epoch begins, and the finds of before (`found`) are set aside on this
 * browser, so merging with the account, which keeps them, does not fill the challenge again here. The tab's
 * history of submissions goes with them; the test-design runs and bug reports stay: Reset starts the hunt afresh,
 * not the other exercises.
 */
export const startChallengeOver = (storeName: string, found: readonly string[]): void => {
  const { epoch, setAside = [], testDesign, firstRuns, bugReports } = readChallengeStats(storeName);
  const aside = [...new Set([...setAside, ...found])];
  clearSubmissionHistory(storeName);
  writeChallengeStats(storeName, {
    ...emptyStats(epoch + 1),
    ...(testDesign && { testDesign }),
    ...(firstRuns && { firstRuns }),
    ...(bugReports && { bugReports }),
    ...(aside.length > 0 && { setAside: aside }),
  });
  announceProgressChange();
};

/** A build-1 run of the test-design table: kept when it beats the best so far. Whether it was kept is returned. */
export const keepBestRun = (storeName: string, run: StoredTestRun): boolean => {
  const stats = readChallengeStats(storeName);
  if (!isBetterRun(run, stats.testDesign)) return false;
  writeChallengeStats(storeName, { ...stats, testDesign: run });
  announceProgressChange();
  return true;
};

/** The first runs of the test-design table as the API last answered them (it keeps the older of each). */
export const keepFirstRuns = (storeName: string, firstRuns: FirstRuns): void => {
  writeChallengeStats(storeName, { ...readChallengeStats(storeName), firstRuns });
  announceProgressChange();
};

/** The best report of each planted bug kept here, by bug number. */
export const readBugReports = (storeName: string): StoredBugReport[] =>
  readChallengeStats(storeName).bugReports ?? [];

/**
 * A graded report of a planted bug: kept when it scores higher than the report of that bug kept so far. Whether it
 * was kept is returned.
 */
export const keepBestReport = (storeName: string, report: StoredBugReport): boolean => {
  const stats = readChallengeStats(storeName);
  const kept = stats.bugReports ?? [];
  if (
    !isBetterReport(
      report,
      kept.find(({ bug }) => bug === report.bug),
    )
  )
    return false;
  const others = kept.filter(({ bug }) => bug !== report.bug);
  writeChallengeStats(storeName, {
    ...stats,
    bugReports: [...others, report].sort((a, b) => a.bug - b.bug),
  });
  announceProgressChange();
  return true;
};

/** Found again since the Reset: these keys are this browser's once more. */
export const takeBackSetAside = (storeName: string, found: readonly string[]): void => {
  const stats = readChallengeStats(storeName);
  if (!stats.setAside?.some((key) => found.includes(key))) return;
  const setAside = stats.setAside.filter((key) => !found.includes(key));
  const { setAside: _before, ...rest } = stats;
  writeChallengeStats(storeName, { ...rest, ...(setAside.length > 0 && { setAside }) });
};
