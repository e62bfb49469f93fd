import type { ClassGrid } from '@qa/shared/classroom';
import Papa from 'papaparse';

export interface CsvHeadings {
  learner: string;
  joined: string;
  lastActive: string;
  /** A challenge's column heading, by store name. */
  challenge: (storeName: string) => string;
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

/**
 * A class's grid as CSV (RFC 4180, through Papa Parse): one row per learner, their join and last activity
 * dates, then per challenge the cases and bugs found. A name that a spreadsheet would read as a formula
 * (`=`, `+`, `-`, `@` first) is escaped, since learners choose their names.
 */
export const gridCsv = (grid: ClassGrid, headings: CsvHeadings): string =>
  Papa.unparse(
    {
      fields: [
        headings.learner,
        headings.joined,
        headings.lastActive,
        ...grid.challenges.map(
          (challenge) => `${headings.challenge(challenge.storeName)} (${challenge.total})`,
        ),
      ],
      data: grid.learners.map((learner) => [
        learner.name,
        spreadsheetDate(learner.joinedAt),
        learner.lastActive ? spreadsheetDate(learner.lastActive) : '',
        ...grid.challenges.map((challenge) => learner.found[challenge.storeName] ?? 0),
      ]),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
