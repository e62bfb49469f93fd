// @ts-check
/* global document, location, HTMLTemplateElement */
/**
 * Inlined into the shell's index.html at the start of <body>: a first visit sees the cookie notice (SPEC §2) at
 * the first paint instead of once the app has loaded. It shows the build-time rendering of the notice in the
 * remembered language (renderEarlyNotice.tsx) under the same conditions as the app's notice, and Accept works
 * before the app does. The app's notice removes this one when it mounts. Plain ES2020, no imports.
 * Its settings come from the script's data attributes, written at build time from the app's constants.
 */
(() => {
  const script = /** @type {HTMLScriptElement} */ (document.currentScript);
  const { acceptedKey, languageKey, defaultLanguage, noticeId, templatePrefix } = script.dataset;

  /** @param {string | undefined} key */
  const read = (key) => {
    try {
      return key ? localStorage.getItem(key) : null;
    } catch {
      return null;
    }
  };
  if (read(acceptedKey) === 'true' || location.pathname.includes('about')) return;

  const template =
    document.getElementById(`${templatePrefix}${read(languageKey)}`) ??
    document.getElementById(`${templatePrefix}${defaultLanguage}`);
  if (!(template instanceof HTMLTemplateElement)) return;
  const notice = /** @type {HTMLElement} */ (template.content.firstElementChild?.cloneNode(true));
  if (!notice || !noticeId) return;
  notice.id = noticeId;
  script.after(notice);

  const accept = notice.querySelector('button');
  accept?.focus();
  accept?.addEventListener('click', () => {
    try {
      if (acceptedKey) localStorage.setItem(acceptedKey, 'true');
    } catch {
      // Storage refused: the notice goes away for this page view, as the app's does.
    }
    notice.remove();
  });
})();
