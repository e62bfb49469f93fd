/**
 * The test-design calls' facts that the page needs without their schemas (TypeBox stays out of the page's
 * chunk): where they live and how many rows a table holds.
 */

/** Where the calls live: `{TEST_DESIGN_API}/{group}/{key}`. */
export const TEST_DESIGN_API = 'api/test-design/v1';

/** A table holds at most this many rows: a strong design needs 15, a run stays a few milliseconds. */
export const MAX_TEST_ROWS = 50;
