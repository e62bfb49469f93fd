/**
 * Resolves once the page has loaded and the browser is idle: for work the page does not need before it is
 * usable (the identity client), so it does not compete with the page's own code for a slow connection.
 */
export const afterPageLoad = (): Promise<void> =>
  new Promise((resolve) => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
