import type { BugReportBody } from '@qa/shared/bug-reports/schema';
import { storeName, type Language } from '@qa/shared/catalogue';
import type { ProgressRecord } from '@qa/shared/progress/schema';
import type { TestRunBody } from '@qa/shared/test-design/schema';
import { gradeBugReport, type ReportGrade } from '../bug-reports/grade';
import { REGISTERED_REPORTS } from '../bug-reports/registry';
import { confirmRecord } from '../progress/confirm-record';
import { summarize } from '../progress/techniques-found';
import { wrongRowRules } from '../test-design/expert-classes';
import { runRegression, type RegressionRun } from '../test-design/regression';
import { REGISTERED_DESIGNS } from '../test-design/registry';
import { runTests, tableRows, type TestRun } from '../test-design/test-design';

/**
 * The work whose cost grows with what a client sends: a test-design table run on every build, a bug report's steps
 * replayed, a progress record's finds confirmed (for its summary, or before it is kept with the account). Each is
 * a task of plain data, so a worker thread can do it (worker.ts) as well as the event loop; what it costs is known
 * from the task before any of it is done.
 */
export type GradingTask =
  | { kind: 'testRun'; challenge: string; body: TestRunBody; language: Language }
  | { kind: 'bugReport'; challenge: string; report: BugReportBody; language: Language }
  | { kind: 'progressSummary'; record: ProgressRecord; bytes: number }
  | { kind: 'progressConfirm'; record: ProgressRecord; trusted: ProgressRecord; bytes: number };

type RuledRow = TestRun['rows'][number] & { rule?: string };

export interface GradingResults {
  testRun: (Omit<TestRun, 'rows'> & { rows: RuledRow[] }) | RegressionRun;
  bugReport: ReportGrade;
  progressSummary: ReturnType<typeof summarize>;
  progressConfirm: ProgressRecord;
}

export type GradingResult<Task extends GradingTask> = GradingResults[Task['kind']];

const designs = new Map(REGISTERED_DESIGNS.map((registered) => [storeName(registered.entry), registered]));
const reported = new Map(REGISTERED_REPORTS.map(({ entry, reports }) => [storeName(entry), reports]));

const found = <T>(registry: ReadonlyMap<string, T>, challenge: string): T => {
  const registered = registry.get(challenge);
  if (!registered) throw new Error(`no grading registered for ${challenge}`);
  return registered;
};

/** Does the task's work; the routes have already refused what their registries do not know. */
export function doTask<Task extends GradingTask>(task: Task): GradingResult<Task>;
export function doTask(task: GradingTask): GradingResults[GradingTask['kind']] {
  switch (task.kind) {
    case 'testRun': {
      const { design, definition } = found(designs, task.challenge);
      const rows = tableRows(task.body.tests);
      if (task.body.build === 2) return runRegression(design, design.build2, rows);
      const run = runTests(design, rows, task.body.firstRuns ?? {});
      const rules = wrongRowRules(design, definition, rows, run, task.language);
      return {
        ...run,
        rows: run.rows.map((row, index) => ({ ...row, ...(rules[index] && { rule: rules[index] }) })),
      };
    }
    case 'bugReport': {
      const steps = task.report.steps.map(({ values: { first = '', second = '', third = '' } }) => ({
        first,
        second,
        third,
      }));
      return gradeBugReport(found(reported, task.challenge), { ...task.report, steps }, task.language);
    }
    case 'progressSummary':
      // Only what really finds its case is named, so a made-up record learns nothing of the hidden cases.
      return summarize(confirmRecord(task.record));
    case 'progressConfirm':
      return confirmRecord(task.record, task.trusted);
  }
}

/**
 * What a task costs, in units of about one build running one row of short values (some 15 µs of CPU), known
 * from the task alone so a budget is checked before any work. Arithmetic on long numbers costs by their length
 * (a 243-digit product is about 30 times a 3-digit one), so a row counts once more for every CHARACTERS_A_UNIT
 * characters of its values.
 */
export const costOf = (task: GradingTask): number => {
  switch (task.kind) {
    case 'testRun': {
      const builds = task.body.build === 2 ? 2 : found(designs, task.challenge).design.faults.ids.length + 1;
      return builds * task.body.tests.reduce((sum, { values }) => sum + lengthFactor(values), 0);
    }
    case 'bugReport': {
      const builds = found(reported, task.challenge).bugs.length + 1;
      return builds * task.report.steps.reduce((sum, { values }) => sum + lengthFactor(values), 0);
    }
    case 'progressSummary':
    case 'progressConfirm':
      return 1 + Math.floor(task.bytes / RECORD_BYTES_A_UNIT);
  }
};

const CHARACTERS_A_UNIT = 32;

/** Bytes of a progress record that cost one unit to confirm. */
const RECORD_BYTES_A_UNIT = 64;

const lengthFactor = (values: Readonly<Record<string, string | undefined>>): number => {
  const characters = Object.values(values).reduce((sum, value) => sum + (value?.length ?? 0), 0);
  return 1 + Math.floor(characters / CHARACTERS_A_UNIT);
};
