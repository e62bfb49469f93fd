// @ts-check
/* global window, document, location, REMOTE_BY_GROUP */
/**
 * Inlined into the shell's index.html, before its bundle: asks for the remote registry at once and, on a page
 * a remote renders, for that remote's manifest, then preloads the remote's entry and exposed chunks. The page's
 * own code starts loading two round trips after the document (registry, manifest) instead of after the shell's
 * bundle has run. The shell takes the answers from `window.__qaEarly` (earlyAnswers.ts); when anything here
 * fails, it simply asks again itself. Plain ES2020, no imports: the build only writes the catalogue's
 * REMOTE_BY_GROUP (challenge type -> remote) in as a literal (shell/webpack.config.cjs).
 */
(() => {
  const [, , section, type] = location.pathname.split('/');
  const remote =
    section === 'challenge'
      ? /** @type {Record<string, string | undefined>} */ (REMOTE_BY_GROUP)[type]
      : section === 'account'
        ? 'mfe_account'
        : undefined;

  /** @param {string} href */
  const preload = (href) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  };

  // Failures resolve to undefined: the shell then asks itself, and no rejection goes unhandled meanwhile.
  const registry = fetch('/app/remotes.json', { cache: 'no-cache' })
    .then((response) => (response.ok ? response.json() : undefined))
    .catch(() => undefined);
  /** @type {Record<string, Promise<string | undefined>>} */
  const manifests = {};
  // @ts-expect-error: the shell declares this global (earlyAnswers.ts).
  window.__qaEarly = { registry, manifests };
  if (!remote) return;

  registry
    .then((/** @type {Record<string, unknown> | undefined} */ entries) => {
      const url = entries?.[remote];
      if (typeof url !== 'string') return;
      const manifest = fetch(url)
        .then((response) => (response.ok ? response.text() : undefined))
        .catch(() => undefined);
      manifests[url] = manifest;
      return manifest.then((text) => {
        if (text === undefined) return;
        const { metaData, exposes } = JSON.parse(text);
        // A registry may name a manifest by its path on the page's own origin (one server for every page).
        const base = new URL(
          metaData.publicPath === 'auto' ? '.' : metaData.publicPath,
          new URL(url, location.href),
        );
        preload(new URL(metaData.remoteEntry.path + metaData.remoteEntry.name, base).href);
        for (const exposed of exposes) {
          for (const file of exposed.assets.js.sync) preload(new URL(file, base).href);
        }
      });
    })
    .catch(() => undefined);
})();
