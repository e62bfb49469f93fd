const loaded = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

const idle = (): Promise<void> =>
  new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });

/**
 * Resolves once the page has loaded, `alsoWaitFor` has settled (the remote page being shown) and the browser
 * is idle: for work the page does not need before it is usable (the identity client), so it does not compete
 * with the page's own code for a slow connection.
 */
export const afterPageLoad = async (alsoWaitFor: () => Promise<void> = () => Promise.resolve()) => {
  await loaded();
  await alsoWaitFor();
  await idle();
};
