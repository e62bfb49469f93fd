import type { Language } from '@qa/shared/catalogue';
import type { BugReport, CriterionName } from '../../../src/bug-reports/bug-report';

/**
 * The labelled corpus the bug-report grader is held to: reports written as different testers write them (terse,
 * verbose, non-native, with typos, in each language on a page of another), each with the verdict a senior tester
 * gives per criterion. The verdicts were written before the grader was read or changed, from what a report says,
 * never from what the grader answers.
 */
export interface CorpusEntry {
  /** Who wrote it, as the corpus imagines them: "terse", "Ukrainian on an English page", "kitchen sink"... */
  writer: string;
  /** The language of the page the report was sent from (the request's). */
  pageLanguage: Language;
  report: BugReport;
  /** The planted bug the steps reproduce (1-based, in the challenge's order of bugs), or null for a non-bug. */
  bug: number | null;
  /** Per criterion, whether a senior tester passes it; none where the steps reproduce nothing. */
  verdicts?: Readonly<Record<CriterionName, boolean>>;
  /** Why, where a verdict is not obvious. */
  why?: string;
}

/** The verdicts of a report a senior tester passes on every criterion; others spread it and fail one or two. */
export const ALL_PASS: Readonly<Record<CriterionName, boolean>> = {
  minimalSteps: true,
  actualResult: true,
  expectedResult: true,
  title: true,
  severity: true,
};
