/**
 * The test-design calls' facts that the page needs without their schemas (TypeBox stays out of the page's
 * chunk): where they live, how many rows a table holds, what a row may catch.
 */

/** Where the calls live: `{TEST_DESIGN_API}/{group}/{key}`. */
export const TEST_DESIGN_API = 'api/test-design/v1';

/** A table holds at most this many rows: a strong design needs 15, a run stays a few milliseconds. */
export const MAX_TEST_ROWS = 50;

/**
 * What a row of a table catches of the bug variants, in mutation testing's terms: a variant no other row catches,
 * only variants other rows catch too, or none.
 */
export const ROW_CATCHES = ['alone', 'shared', 'nothing'] as const;
export type RowCatches = (typeof ROW_CATCHES)[number];
