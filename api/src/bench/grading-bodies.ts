/**
 * What the bench sends to the grading routes, made from a challenge's own parts so the bodies stay what a learner
 * would send as the parts change: a test-design table of the expert design's examples, and a report of a planted
 * bug. Built into dist/same-work.js with the routes' work.
 */
import type { BugReportBody } from '@qa/shared/bug-reports/schema';
import { storeName, type Language } from '@qa/shared/catalogue';
import type { TestRunBody } from '@qa/shared/test-design/schema';
import { REGISTERED_REPORTS } from '../bug-reports/registry';
import { expertValues } from '../challenges/checks';
import { REGISTERED_BY_STORE_NAME } from '../challenges/registry';
import { REGISTERED_DESIGNS } from '../test-design/registry';

/** `items` over and over until there are `length` of them. */
const cycled = <T>(items: readonly T[], length: number): T[] => {
  if (items.length === 0) throw new Error('nothing to repeat');
  return Array.from({ length }, (_, index) => items[index % items.length] as T);
};

/**
 * A table of `rows` rows for build 1 of `challenge` (its store name, `exploratory_triangle`): the expert design's
 * examples in turn, each expecting what the reference build answers, so every row is valid and graded in full.
 */
export const testDesignTable = (challenge: string, rows: number): TestRunBody => {
  const registered = REGISTERED_DESIGNS.find(({ entry }) => storeName(entry) === challenge);
  if (!registered) throw new Error(`no test design for ${challenge}`);
  const values = cycled(expertValues(registered.definition), rows);
  const outcomes = registered.design.reference.outcomesOf(values);
  return { build: 1, tests: values.map((row, index) => ({ values: row, expected: outcomes[index] ?? '' })) };
};

/**
 * A report of `challenge`'s planted bug `bug` (1-based) in `steps` steps: expert-design examples the build answers
 * rightly, then the model report's steps, under the model report's title, results, severity and priority. It
 * reproduces the bug at its last step, so the grading replays every step and tries the report without each.
 */
export const bugReport = (
  challenge: string,
  steps: number,
  bug = 1,
  language: Language = 'en',
): BugReportBody => {
  const reports = REGISTERED_REPORTS.find(({ entry }) => storeName(entry) === challenge)?.reports;
  const definition = REGISTERED_BY_STORE_NAME.get(challenge)?.definition;
  const model = reports?.bugs[bug - 1]?.model;
  if (!reports || !definition || !model) throw new Error(`no bug ${bug} to report on ${challenge}`);
  const harmless = expertValues(definition).filter(
    (step) => reports.replay([step], language)[0]?.bug === undefined,
  );
  return {
    title: model.title[language],
    steps: [...cycled(harmless, steps - model.steps.length), ...model.steps].map((values) => ({
      values: { ...values },
    })),
    expected: model.expected[language],
    actual: model.actual[language],
    severity: model.severity,
    priority: model.priority,
  };
};
