// @ts-check
/* global document, requestAnimationFrame */
/**
 * Inlined at the end of every app's index.html in place of webpack's script tags: the bundle starts once the
 * browser has painted what the document already shows (the shell's cookie notice, the base styles), so on a
 * slow phone its download and start-up never hold back the first paint. A page opened in a background tab
 * paints nothing, and starts at once. Plain ES2020, no imports; the scripts come from its data-scripts, separated by spaces.
 */
(() => {
  const script = /** @type {HTMLScriptElement} */ (document.currentScript);
  const sources = (script.dataset.scripts ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const source of sources) {
      const tag = document.createElement('script');
      tag.src = source;
      // In document order, as deferred scripts run.
      tag.async = false;
      document.head.append(tag);
    }
  };
  if (document.visibilityState === 'hidden') start();
  // requestAnimationFrame runs before the next paint; the timeout after it.
  else requestAnimationFrame(() => setTimeout(start));
  // Should frames stop (the tab hidden meanwhile), the page starts anyway.
  setTimeout(start, 1000);
})();
