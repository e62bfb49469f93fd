import { storeName } from '@qa/shared/catalogue';
import type { StoredBugReport } from '@qa/shared/progress';
import type { FieldValues } from '../challenges/engine/definition';
import { gradeBugReport } from './grade';
import { REGISTERED_REPORTS } from './registry';

const REPORTS_BY_STORE_NAME = new Map(
  REGISTERED_REPORTS.map(({ entry, reports }) => [storeName(entry), reports]),
);

/** A report's steps as the bug-report route reads them: a value left out is an empty field. */
const stepsOf = (report: StoredBugReport): FieldValues[] =>
  report.steps.map(({ values: { first = '', second = '', third = '' } }) => ({ first, second, third }));

/** Field by field, the score aside: PostgreSQL's jsonb does not keep the order of an object's keys. */
const sameReport = (one: StoredBugReport, other: StoredBugReport): boolean =>
  (['title', 'expected', 'actual', 'severity', 'priority', 'language', 'bug'] as const).every(
    (field) => one[field] === other[field],
  ) && JSON.stringify(stepsOf(one)) === JSON.stringify(stepsOf(other));

/**
 * A stored report as this API grades it: replayed and graded again in the language it was written in, kept only
 * when it reproduces the bug it names, with this API's score. Undefined for a challenge without planted bugs to
 * report, or a report that reproduces another bug or none (a date of Book a Desk's may have passed since).
 */
export const confirmedReport = (name: string, report: StoredBugReport): StoredBugReport | undefined => {
  const reports = REPORTS_BY_STORE_NAME.get(name);
  if (!reports) return undefined;
  const grade = gradeBugReport(reports, { ...report, steps: stepsOf(report) }, report.language);
  return grade.reproduces.bug === report.bug ? { ...report, score: grade.score } : undefined;
};

/**
 * The reports of one challenge the account takes from a record: a report already stored, unchanged, keeps its
 * score and is not graded again (a rule of the day must not take back what was reported on another day); one that
 * claims no more than the stored report of its bug is left out, since the stored one stays; any other is graded
 * here (`confirmedReport`) while `mayGrade` allows, and left for the browser to send again when it does not.
 */
export const confirmedReports = (
  name: string,
  sent: readonly StoredBugReport[],
  stored: readonly StoredBugReport[],
  mayGrade: () => boolean,
): StoredBugReport[] =>
  sent.flatMap((report) => {
    const kept = stored.find(({ bug }) => bug === report.bug);
    if (kept && sameReport(kept, report)) return [kept];
    if (kept && report.score <= kept.score) return [];
    const confirmed = mayGrade() ? confirmedReport(name, report) : undefined;
    return confirmed ? [confirmed] : [];
  });
