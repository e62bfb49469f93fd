/**
 * The tester tools on a source of a page's own (the interview's), for a page other than a challenge's: each view is
 * loaded in its own chunk when first rendered, inside a Suspense. A subpath of the kit, not its index: a page that
 * imports it from a lazy chunk bundles it there, off every challenge page's first load.
 */
import type { BugReportPanelProps } from '../bugReports/BugReportPanel';
import { lazyPart } from '../page/lazyPart';
import type { TestDesignPanelProps } from '../testDesign/TestDesignPanel';

export const TestTableView = lazyPart<TestDesignPanelProps>(() =>
  import('../testDesign/TestDesignPanel').then((chunk) => chunk.TestDesignPanel),
);

/** The bug report on a source of the page's own, as `TestTableView` is. */
export const BugReportView = lazyPart<BugReportPanelProps>(() =>
  import('../bugReports/BugReportPanel').then((chunk) => chunk.BugReportPanel),
);

export type { BugReportPanelProps as BugReportViewProps } from '../bugReports/BugReportPanel';
export type { TestDesignPanelProps as TestTableViewProps } from '../testDesign/TestDesignPanel';
export type { AnyRunResult, TableRunAnswer, UnderTestRun } from '../testDesign/testDesignCalls';
export type { CallOutcome } from './toolCalls';
/** A page's own source words no 429 or 503: it hands the wait to the tool, which says it and calls again. */
export { serverWaitOf } from '../serverWait/serverWait';
export type {
  ReportReviewData,
  ReportSaved,
  ReportSource,
  SubmissionSource,
  TestTableSource,
} from './toolSources';
export type { ChallengeField } from '../components/form/challengeField';
