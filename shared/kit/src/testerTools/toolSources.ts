import type { Language } from '@qa/shared';
import type { BugReportBody, BugReportResult } from '@qa/shared/bug-reports/schema';
import type { StoredTestRun } from '@qa/shared/progress';
import type { TestDesignInfo, TestRunBody } from '@qa/shared/test-design/schema';
import type { TableRunAnswer } from '../testDesign/testDesignCalls';
import type { CallOutcome } from './toolCalls';

/**
 * Where a tester tool's data comes from and goes to: a challenge's calls and the learner's progress on a challenge
 * page, an interview session's calls on the interview page. Types only, so a page may build one without loading a
 * view.
 */

/** The submissions a tool adds rows or steps from. */
export interface SubmissionSource {
  /** The values sent so far, newest first, each in slot order ('' for an empty field). Read again when it changes. */
  history: () => string[][];
  /** Calls back when `history` may answer otherwise; answers how to stop. Without it, a new `history` says so. */
  watchHistory?: (onChange: () => void) => () => void;
}

/** The test table's source. */
export interface TestTableSource extends SubmissionSource {
  /** Names the table kept and the files downloaded; another name is another table. */
  name: string;
  /**
   * The table is kept in the browser for good (any tab, after a reload or a sign-in) and, where this browser has
   * none, starts from the best run; without, it is kept for the tab's session.
   */
  keepsTable?: boolean;
  /** The fields, outcomes and builds the table is written against; `none` (a 404) means there is no table here. */
  load: () => Promise<CallOutcome<TestDesignInfo>>;
  /**
   * The table run on a build (build 2 only where `load` offers it): graded, or, where the source grades it later
   * (an interview), only run on the build under test.
   */
  run: (body: TestRunBody) => Promise<CallOutcome<TableRunAnswer>>;
  /** The table as the source last ran it, to start from where this browser keeps none (a second tab). */
  readSaved?: () => StoredTestRun['tests'] | undefined;
  /** The best build-1 run kept so far; without it, none is shown. */
  readBest?: () => StoredTestRun | undefined;
  /** Keeps a build-1 run where it is the best so far, answering whether it was; without it, no run is kept. */
  keepBest?: (run: StoredTestRun) => boolean;
}

/**
 * What the review of a report shows: what every answer has, and what only some have (a duplicate and the model
 * report on a challenge, whether it is of the most severe bug in an interview).
 */
export type ReportReviewData = Pick<BugReportResult, 'reproduces' | 'criteria' | 'score'> &
  Partial<Pick<BugReportResult, 'duplicateOf' | 'model'>> & { mostSevere?: boolean };

/** What a source that grades a report later (an interview) answers: the report is kept, the last one counts. */
export interface ReportSaved {
  saved: true;
}

/** The bug report's source. */
export interface ReportSource extends SubmissionSource {
  /** Names the files downloaded and labels the Jira issue. */
  name: string;
  /** How many of the form's fields a step holds. */
  fieldCount: number;
  /** The report replayed on the build and reviewed, or only kept where the source reviews it later. */
  send: (body: BugReportBody) => Promise<CallOutcome<ReportReviewData | ReportSaved>>;
  /** The report as the source last kept it, to start from (a reload, a second tab). */
  saved?: BugReportBody;
  /** Keeps a reviewed report with the learner's progress; without it, nothing is kept (and the review says none). */
  keep?: (body: BugReportBody, review: ReportReviewData, language: Language) => void;
}
