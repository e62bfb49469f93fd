import { storeName } from '@qa/shared/catalogue';
import type { StoredTestRun } from '@qa/shared/progress';
import { REGISTERED_DESIGNS } from './registry';
import { runTests, tableRows } from './test-design';

const DESIGNS_BY_STORE_NAME = new Map(
  REGISTERED_DESIGNS.map(({ entry, design }) => [storeName(entry), design]),
);

/**
 * A stored best run as this API judges it: the table run again on build 1, the figures its own. Undefined for a
 * challenge without a test design or a table expecting an outcome the design does not have.
 */
export const confirmedRun = (name: string, run: StoredTestRun): StoredTestRun | undefined => {
  const design = DESIGNS_BY_STORE_NAME.get(name);
  if (!design || run.tests.some(({ expected }) => !Object.hasOwn(design.outcomes, expected)))
    return undefined;
  const result = runTests(design, tableRows(run.tests));
  return {
    tests: run.tests,
    score: result.score,
    variantsCaught: result.variantsCaught,
    variantsTotal: result.variantsTotal,
    missed: result.missed.map(({ technique }) => technique),
  };
};
