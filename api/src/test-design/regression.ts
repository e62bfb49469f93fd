import type { NextBuild, RowMark, TestDesign, TestRow } from './test-design';

/**
 * Build 2 of a test design: the learner's table, marks and updated expectations included, run on the next release,
 * each mark judged.
 */

/**
 * A row's mark judged: `none` for an unmarked row that passes on build 2 as the changed requirements expect,
 * `missing` for an unmarked row that fails there or still expects what build 1 did.
 */
export type MarkVerdict = 'right' | 'wrong' | 'missing' | 'none';

export interface RegressionRowVerdict {
  /** What build 2 answered: the learner sees it, as when running a test. */
  outcome: string;
  passed: boolean;
  mark: MarkVerdict;
}

export interface RegressionRun {
  build: 2;
  rows: RegressionRowVerdict[];
  /** A row rightly marked as the intended change, its expectation updated to the changed requirements. */
  changeFound: boolean;
  /** A row rightly marked as a regression: build 2 fails what the changed requirements still expect. */
  regressionFound: boolean;
  /** Every row expects what the changed requirements describe. */
  passesReference: boolean;
  /** CHANGE_POINTS and REGRESSION_POINTS for the two found, the rest when every mark is right and the table passes. */
  score: number;
}

export const CHANGE_POINTS = 40;
export const REGRESSION_POINTS = 40;

/**
 * Runs the learner's table, marks and updated expectations included, on build 2. An intended change is marked
 * right on a row whose outcome the change moved and whose expectation now follows it; a regression on a row that
 * expects what the changed requirements say and that build 2 fails.
 */
export function runRegression(
  design: TestDesign,
  build: NextBuild,
  tests: readonly TestRow[],
): RegressionRun {
  const values = tests.map((test) => test.values);
  const before = design.reference.outcomesOf(values);
  const after = build.reference.outcomesOf(values);
  const shipped = build.shipped.outcomesOf(values);
  const rows = tests.map(({ expected, mark }, index): RegressionRowVerdict => {
    const outcome = shipped[index] ?? '';
    const current = expected === after[index];
    const right =
      mark === 'intendedChange'
        ? current && before[index] !== after[index]
        : mark === 'regression'
          ? current && outcome !== expected
          : current && outcome === expected;
    return {
      outcome,
      passed: outcome === expected,
      mark: mark ? (right ? 'right' : 'wrong') : right ? 'none' : 'missing',
    };
  });
  const found = (mark: RowMark) =>
    tests.some((test, index) => test.mark === mark && rows[index]?.mark === 'right');
  const changeFound = found('intendedChange');
  const regressionFound = found('regression');
  const passesReference = tests.every(({ expected }, index) => expected === after[index]);
  const allRight = rows.every(({ mark }) => mark === 'right' || mark === 'none');
  return {
    build: 2,
    rows,
    changeFound,
    regressionFound,
    passesReference,
    score:
      (changeFound ? CHANGE_POINTS : 0) +
      (regressionFound ? REGRESSION_POINTS : 0) +
      (changeFound && regressionFound && allRight && passesReference
        ? 100 - CHANGE_POINTS - REGRESSION_POINTS
        : 0),
  };
}
