/**
 * The test-design calls' facts that the page needs without their schemas (TypeBox stays out of the page's
 * chunk): where they live, how many rows a table holds, what a row may catch.
 */

/** Where the calls live: `{TEST_DESIGN_API}/{group}/{key}`. */
export const TEST_DESIGN_API = 'api/test-design/v1';

/**
 * The challenges a learner can write a test design for, by catalogue key: the page offers "Test design" on these
 * only, and the API has a design (the folder's design.ts) for each.
 */
export const DESIGNED_CHALLENGES = [
  'multiplier',
  'divide',
  'passwordValidation',
  'createProfile',
  'currencyConverter',
  'triangle',
  'newsletter',
  'bookDesk',
  'calculator',
  'division',
  'restorePassword',
  'userCrud',
] as const;
export type DesignedChallengeKey = (typeof DESIGNED_CHALLENGES)[number];

export const isDesignedChallenge = (key: string): key is DesignedChallengeKey =>
  DESIGNED_CHALLENGES.some((known) => known === key);

/** A table holds at most this many rows: a strong design needs 15, a run stays a few milliseconds. */
export const MAX_TEST_ROWS = 50;

/**
 * What a row of a table catches of the bug variants, in mutation testing's terms: a variant no other row catches,
 * only variants other rows catch too, or none.
 */
export const ROW_CATCHES = ['alone', 'shared', 'nothing'] as const;
export type RowCatches = (typeof ROW_CATCHES)[number];

/**
 * How many sets of values one challenge remembers the learner's first expected result of. Only a first expectation
 * earns points (once a run has shown the correct build's answer, copying it earns nothing), so values beyond this
 * many earn nothing either: a learner rewrites a table a few times, a script trying values by the hundred stops here.
 */
export const MAX_FIRST_RUNS = 200;

/** A first run's key: the API's digest of a row's values and the correct build's answer to them, base64url. */
export const FIRST_RUN_KEY_PATTERN = '^[A-Za-z0-9_-]{12}$';

/**
 * Why a row that passes on the correct build earns nothing: its values were run before with another expected
 * result (the answer had been shown), or they are new once MAX_FIRST_RUNS sets of values have been run.
 */
export const UNCOUNTED = ['answerSeen', 'overLimit'] as const;
export type Uncounted = (typeof UNCOUNTED)[number];
