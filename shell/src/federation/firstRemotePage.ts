let settle: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});
let started = false;

/**
 * Told of each remote page load; the first one of the visit is the one the page waits for. A failed load
 * settles it at once (the fallback shows); a loaded page settles it once it is on screen (remotePageShown).
 */
export const remotePageLoading = (load: Promise<unknown>): void => {
  if (started) return;
  started = true;
  load.catch(settle);
};

/** Called once a loaded remote page has been committed to the screen. */
export const remotePageShown = (): void => settle();

/** Resolves once the visit's first remote page is shown or has failed; at once on a page no remote renders. */
export const whenFirstRemotePageSettled = (): Promise<void> => (started ? settled : Promise.resolve());
