import { clearUser, STORAGE_KEYS, type AppStore } from '@qa/shared';

/*
 * The browser's note that a sign-in may be kept here (decision 0073), read before the first render. The identity
 * client sets it and removes it (identity.ts), so that code stays out of the page's first load.
 */

/**
 * Whether a session may exist in this browser. Any stored value counts, and so does a storage that cannot be read:
 * on the safe side, the page loads the client and Firebase decides.
 */
export const sessionMayExist = (): boolean => {
  try {
    return globalThis.localStorage.getItem(STORAGE_KEYS.identitySession) !== null;
  } catch {
    return true;
  }
};

/**
 * Before the first render: without the marker the page knows at once that nobody is signed in, so the signed-out
 * top bar and pages show without waiting for a client it does not load. With it, the client's report decides.
 */
export const knowSignedOutWithoutSession = (store: AppStore): void => {
  if (!sessionMayExist()) store.dispatch(clearUser());
};
