import type { Assignment, ClassGrid } from '@qa/shared/classroom';
import Papa from 'papaparse';
import { totalOf, type GridChallenge } from './gridFigures';

export interface CsvHeadings {
  learner: string;
  /** The heading of the learners' ids in the class. */
  learnerId: string;
  joined: string;
  lastActive: string;
  /** The heading of the cases and bugs found over the challenges shown. */
  total: string;
  /** A challenge's column heading, by store name. */
  challenge: (storeName: string) => string;
  /** The heading of a challenge's test-design column, by store name. */
  design: (storeName: string) => string;
  /** The headings of a challenge's bug-report columns (planted bugs reported, their mean score), by store name. */
  reports: (storeName: string) => string;
  reportScore: (storeName: string) => string;
  /** The heading of an interview assignment's column, by the assignment and its number in the class (from 1). */
  interview: (assignment: Assignment) => string;
}

const partsOf = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/**
 * `2026-11-03 10:00` in the trainer's time zone (or the one given): read by people at a glance, and as a date
 * and time by spreadsheet programs (an ISO instant with its T, milliseconds and Z is neither).
 */
const LOCAL = partsOf();

export const spreadsheetDate = (iso: string, timeZone?: string): string => {
  const part = Object.fromEntries(
    (timeZone === undefined ? LOCAL : partsOf(timeZone))
      .formatToParts(new Date(iso))
      .map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
};

type Learner = ClassGrid['learners'][number];
type Column = { heading: string; cell: (learner: Learner) => number | string };

/**
 * A challenge's columns: the cases and bugs found, then, when any learner has run its test design, the bug variants
 * their best table caught (blank for a learner without a run), and when any learner has reported its planted bugs,
 * how many they reported and the mean score of their best reports (blank for a learner without one). The total
 * goes in the heading, as for the finds: a cell "7/9" would be read as a date by spreadsheet programs.
 */
const challengeColumns = (grid: ClassGrid, challenge: GridChallenge, headings: CsvHeadings): Column[] => {
  const name = challenge.storeName;
  const runs = grid.learners.flatMap((learner) => learner.designs?.[name] ?? []);
  const found: Column = {
    heading: `${headings.challenge(name)} (${challenge.total})`,
    cell: (learner) => learner.found[name] ?? 0,
  };
  const design: Column[] =
    runs.length === 0
      ? []
      : [
          {
            heading: `${headings.design(name)} (${Math.max(...runs.map((run) => run.total))})`,
            cell: (learner) => learner.designs?.[name]?.caught ?? '',
          },
        ];
  const reported = grid.learners.some((learner) => learner.bugReports?.[name]);
  const reports: Column[] = reported
    ? [
        { heading: headings.reports(name), cell: (learner) => learner.bugReports?.[name]?.count ?? '' },
        {
          heading: `${headings.reportScore(name)} (100)`,
          cell: (learner) => learner.bugReports?.[name]?.meanScore ?? '',
        },
      ]
    : [];
  return [found, ...design, ...reports];
};

/** An assignment's column: the learner's best finished score (blank before any), out of 100 as the heading says. */
const interviewColumn = (assignment: Assignment, headings: CsvHeadings): Column => ({
  heading: `${headings.interview(assignment)} (100)`,
  cell: (learner) => learner.interviews?.[assignment.id]?.total ?? '',
});

/**
 * The learners' ids in the class, the key a trainer matches rows by when names repeat or change; none for a term
 * archived before the grid had them.
 */
const idColumns = (grid: ClassGrid, headings: CsvHeadings): Column[] =>
  grid.learners.some((learner) => learner.learnerId !== undefined)
    ? [{ heading: headings.learnerId, cell: (learner) => learner.learnerId ?? '' }]
    : [];

/**
 * A class's grid as CSV (RFC 4180, through Papa Parse), as the trainer sees it: one row per learner, their id in
 * the class, their join and last activity dates, the cases and bugs they found over the challenges `shown` (the
 * grid's choice in the group it shows), their best score in each interview assignment, then per challenge shown
 * the cases and bugs found, the best test-design run's bug variants caught and the bug reports. A name that a
 * spreadsheet would read as a formula (`=`, `+`, `-`, `@` first) is escaped, since learners choose their names.
 */
export const gridCsv = (grid: ClassGrid, headings: CsvHeadings, shown: readonly GridChallenge[]): string => {
  const shownTotal = shown.reduce((sum, challenge) => sum + challenge.total, 0);
  const columns: Column[] = [
    ...idColumns(grid, headings),
    { heading: headings.joined, cell: (learner) => spreadsheetDate(learner.joinedAt) },
    {
      heading: headings.lastActive,
      cell: (learner) => (learner.lastActive ? spreadsheetDate(learner.lastActive) : ''),
    },
    { heading: `${headings.total} (${shownTotal})`, cell: (learner) => totalOf(learner, shown).found },
    ...(grid.assignments ?? []).map((assignment) => interviewColumn(assignment, headings)),
    ...shown.flatMap((challenge) => challengeColumns(grid, challenge, headings)),
  ];
  return Papa.unparse(
    {
      fields: [headings.learner, ...columns.map((column) => column.heading)],
      data: grid.learners.map((learner) => [learner.name, ...columns.map((column) => column.cell(learner))]),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
};
