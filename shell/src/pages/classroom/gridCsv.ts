import type { ClassGrid } from '@qa/shared/classroom';
import Papa from 'papaparse';

export interface CsvHeadings {
  learner: string;
  joined: string;
  lastActive: string;
  /** A challenge's column heading, by store name. */
  challenge: (storeName: string) => string;
}

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
        learner.joinedAt,
        learner.lastActive ?? '',
        ...grid.challenges.map((challenge) => learner.found[challenge.storeName] ?? 0),
      ]),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
