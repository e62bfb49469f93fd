import { storeName } from '@qa/shared/catalogue';
import type { StoredTestRun } from '@qa/shared/progress';
import type { FirstRuns } from '@qa/shared/test-design/schema';
import { REGISTERED_DESIGNS } from './registry';
import { runTests, tableRows } from './test-design';

const DESIGNS_BY_STORE_NAME = new Map(
  REGISTERED_DESIGNS.map(({ entry, design }) => [storeName(entry), design]),
);

/**
 * A stored best run as this API judges it: the table run again on build 1 against the learner's first runs, the
 * figures its own, with the first runs the table adds. Undefined for a challenge without a test design or a
 * table expecting an outcome the design does not have.
 */
export const confirmedRun = (
  name: string,
  run: StoredTestRun,
  firstRuns: FirstRuns = {},
): { run: StoredTestRun; firstRuns: FirstRuns } | undefined => {
  const design = DESIGNS_BY_STORE_NAME.get(name);
  if (!design || run.tests.some(({ expected }) => !Object.hasOwn(design.outcomes, expected)))
    return undefined;
  const result = runTests(design, tableRows(run.tests), firstRuns);
  return {
    run: {
      tests: run.tests,
      score: result.score,
      variantsCaught: result.variantsCaught,
      variantsTotal: result.variantsTotal,
      missed: result.missed.map(({ technique }) => technique),
    },
    firstRuns: result.firstRuns ?? firstRuns,
  };
};
