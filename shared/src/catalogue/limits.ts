/** Limits a page shows or enforces and the API checks: public, so both sides read them from here. */

/** The hint button's levels (technique, then the case, then values that reach it); the API answers each. */
export const HINT_LEVELS = 3;

/**
 * The longest value a field may send, and so a stored answer may hold: long enough for any input a challenge
 * teaches (boundaries, long names), short enough to stay cheap.
 */
export const MAX_VALUE_LENGTH = 256;
