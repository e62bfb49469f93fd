/** Why the server asks the page to wait: a spent request budget (429) or an overloaded server (503). */
export type WaitReason = 'budget' | 'busy';

export interface ServerWait {
  reason: WaitReason;
  /** As the server asked, at least one; a guess where the page could not read it. */
  seconds: number;
}

/** The longest wait a page sits out by itself: a longer one is the learner's to decide on. */
export const MAX_RETRY_WAIT_S = 60;

/** How many times a page calls again by itself: a budget that stays spent is then said, not retried for ever. */
export const MAX_RETRIES = 3;

/**
 * The wait where the page cannot read Retry-After (an API on another origin that does not expose it, or a shell
 * whose contract predates it): budgets are counted per minute, so three waits of 20 s outlast one; an overloaded
 * API asks for 10 s.
 */
const GUESSED_S: Readonly<Record<WaitReason, number>> = { budget: 20, busy: 10 };

/**
 * A 429 or a 503 as the wait it asks for; anything else is no wait. Reads the client's HttpError and the query
 * slice's plain ApiError alike: both carry the status and the seconds the client read.
 */
export const serverWaitOf = (error: unknown): ServerWait | undefined => {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const reason = error.status === 429 ? 'budget' : error.status === 503 ? 'busy' : undefined;
  if (reason === undefined) return undefined;
  const asked =
    'retryAfterS' in error && typeof error.retryAfterS === 'number' && Number.isFinite(error.retryAfterS)
      ? error.retryAfterS
      : GUESSED_S[reason];
  return { reason, seconds: Math.max(1, Math.ceil(asked)) };
};
