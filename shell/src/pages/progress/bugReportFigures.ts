import { storeName, type ChallengeEntry } from '@qa/shared';
import type { Severity } from '@qa/shared/bug-reports';
import type { ChallengeRecord } from '@qa/shared/progress';

/** One kept report: the best of its planted bug. */
export interface ReportFigure {
  bug: number;
  title: string;
  severity: Severity;
  score: number;
}

/** A challenge's best bug reports, by bug number. */
export interface BugReportFigure {
  challenge: ChallengeEntry;
  reports: ReportFigure[];
}

/**
 * The best report of each planted bug, per challenge in the list's order (`entries`), only challenges with one;
 * `records` are the browser's challenges (`readLocalChallenges`).
 */
export const bugReportFiguresOf = (
  entries: readonly ChallengeEntry[],
  records: Readonly<Record<string, ChallengeRecord>>,
): BugReportFigure[] =>
  entries.flatMap((challenge) => {
    const reports = records[storeName(challenge)]?.bugReports ?? [];
    if (reports.length === 0) return [];
    return [
      {
        challenge,
        reports: [...reports]
          .sort((a, b) => a.bug - b.bug)
          .map(({ bug, title, severity, score }) => ({ bug, title: title.trim(), severity, score })),
      },
    ];
  });
