/** The error code the error handler answers with a 503: a store the request needs does not answer. */
export const STORE_UNAVAILABLE = 'QA_ERR_STORE_UNAVAILABLE';

/**
 * Wraps what a store threw (the sandboxes' Redis, the progress database), so a store that is down is a 503
 * for the client and never a 500. `store` names it in the log.
 */
export const storeUnavailable = (cause: unknown, store = 'sandbox store'): Error =>
  Object.assign(new Error(`${store} unavailable`, { cause }), {
    code: STORE_UNAVAILABLE,
    statusCode: 503,
  });

/** Runs a database query; a failure is the database being away or broken, not the client's mistake: a 503. */
export const databaseQuery = <T>(work: () => Promise<T>): Promise<T> =>
  work().catch((error: unknown) => {
    throw storeUnavailable(error, 'database');
  });
