// @ts-check
/* global document, location */
/**
 * Inlined into the shell's index.html at the start of <body>, before the app's root: on a page the learner has
 * seen before, paints that page as it was last shown (pageSnapshot.ts keeps it) while the app's code starts,
 * instead of an empty page until the remote's page has rendered. The snapshot sits in a closed shadow root,
 * inert and hidden from assistive technology: nothing in it can be clicked or typed into, its ids and styles
 * cannot meet the page's, and the app's root stays hidden behind it until the app removes it (revealPage).
 * Anything unexpected in storage is dropped and the page loads as without a snapshot. Plain ES2020, no
 * imports; its settings come from the script's data attributes, written at build time (renderSnapshotScript).
 */
(() => {
  const script = /** @type {HTMLScriptElement} */ (document.currentScript);
  const { entryPrefix, languageKey, defaultLanguage, hostId, hideId, version, showAtMostMs } = script.dataset;
  const key = `${entryPrefix}${location.pathname}`;

  /** @param {string | undefined} name */
  const read = (name) => {
    try {
      return name ? localStorage.getItem(name) : null;
    } catch {
      return null;
    }
  };
  const drop = () => {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage unavailable: there is nothing to drop either.
    }
  };

  const text = read(key);
  if (text === null || !hostId || !hideId) return;
  /** @type {unknown} */
  let entry;
  try {
    entry = JSON.parse(text);
  } catch {
    drop();
    return;
  }
  const snapshot =
    /** @type {{ v?: unknown, lang?: unknown, title?: unknown, css?: unknown, html?: unknown }} */ (entry);
  if (
    typeof snapshot !== 'object' ||
    snapshot === null ||
    snapshot.v !== Number(version) ||
    typeof snapshot.lang !== 'string' ||
    typeof snapshot.title !== 'string' ||
    typeof snapshot.css !== 'string' ||
    typeof snapshot.html !== 'string'
  ) {
    drop();
    return;
  }
  // Taken in another language: the learner has switched since, and would see the old one flash.
  if (snapshot.lang !== (read(languageKey) ?? defaultLanguage)) return;

  const hide = document.createElement('style');
  hide.id = hideId;
  hide.textContent = '#root{display:none}';
  const host = document.createElement('div');
  host.id = hostId;
  host.setAttribute('inert', '');
  host.setAttribute('aria-hidden', 'true');
  try {
    const shadow = host.attachShadow({ mode: 'closed' });
    shadow.innerHTML = snapshot.html;
    const style = document.createElement('style');
    style.textContent = snapshot.css;
    shadow.prepend(style);
  } catch {
    drop();
    return;
  }
  document.head.append(hide);
  script.after(host);
  document.title = snapshot.title;
  setTimeout(() => {
    host.remove();
    hide.remove();
  }, Number(showAtMostMs));
})();
