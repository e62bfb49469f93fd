import { isStringArray, readJson, removeItem, STORAGE_KEYS, writeJson, writeString } from '@qa/shared';
import { readCookiesAccepted } from '../../chrome/cookies/cookieConsent';
import { MAX_SNAPSHOT_CHARS, MAX_SNAPSHOTS, SNAPSHOT_SETTINGS, type PageSnapshot } from './snapshotSettings';

/**
 * A page a remote renders, kept as it was shown so the next visit paints it at once (showSnapshot.js) while the
 * app's code and the remote's start: the page's markup and the rules of its style elements. Only for a visitor
 * who has accepted the use of storage, never what they typed, and forgotten when they sign out.
 */

/** Inputs whose value attribute is their label, not what the learner typed. */
const LABEL_INPUTS = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'hidden']);

const rulesOf = (sheet: CSSStyleSheet): string => {
  try {
    return Array.from(sheet.cssRules, (rule) => rule.cssText).join('');
  } catch {
    return ''; // a sheet the page may not read
  }
};

/** The rules of the page's style elements: styled-components inserts them without text, so from the CSSOM. */
const pageCss = (): string =>
  Array.from(document.styleSheets)
    .filter(
      ({ ownerNode }) => ownerNode instanceof HTMLStyleElement && ownerNode.id !== SNAPSHOT_SETTINGS.hideId,
    )
    .map(rulesOf)
    .join('');

/** The root's content without what was typed into it (React writes a field's value as its attribute). */
const pageHtml = (root: HTMLElement): string => {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const input of copy.querySelectorAll('input')) {
    if (!LABEL_INPUTS.has(input.type)) input.removeAttribute('value');
  }
  for (const area of copy.querySelectorAll('textarea')) area.textContent = '';
  return copy.innerHTML;
};

const keptPaths = (): string[] => readJson(STORAGE_KEYS.pageSnapshots, [], isStringArray);

/** Keeps the page now on screen as the snapshot of `path`, in place of the oldest beyond MAX_SNAPSHOTS. */
export const takeSnapshot = (path: string, language: string): void => {
  const root = document.getElementById('root');
  if (!root || !readCookiesAccepted()) return;
  const snapshot: PageSnapshot = {
    v: SNAPSHOT_SETTINGS.version,
    lang: language,
    title: document.title,
    css: pageCss(),
    html: pageHtml(root),
  };
  const text = JSON.stringify(snapshot);
  if (text.length > MAX_SNAPSHOT_CHARS) return;
  const paths = [path, ...keptPaths().filter((kept) => kept !== path)];
  for (const dropped of paths.slice(MAX_SNAPSHOTS)) removeItem(STORAGE_KEYS.pageSnapshot(dropped));
  writeJson(STORAGE_KEYS.pageSnapshots, paths.slice(0, MAX_SNAPSHOTS));
  // A full storage refuses it, and the next visit simply has none.
  writeString(STORAGE_KEYS.pageSnapshot(path), text);
};

/** Takes the snapshot once the browser is idle, if the learner is still on that page. */
export const takeSnapshotWhenIdle = (path: string, language: () => string): void => {
  const take = () => {
    if (location.pathname === path) takeSnapshot(path, language());
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(take, { timeout: 5000 });
  else setTimeout(take, 0);
};

/** Removes every snapshot, listed or not: a signed-out page must not show what the account saw. */
export const forgetSnapshots = (): void => {
  const prefix = STORAGE_KEYS.pageSnapshot('');
  let keys: string[] = [];
  try {
    keys = Object.keys(localStorage).filter((key) => key.startsWith(prefix));
  } catch {
    // Storage unavailable: nothing was kept.
  }
  for (const key of keys) removeItem(key);
  removeItem(STORAGE_KEYS.pageSnapshots);
};

/** Removes the snapshot index.html painted, if any, and shows the app's root in its place. */
export const revealPage = (): void => {
  document.getElementById(SNAPSHOT_SETTINGS.hostId)?.remove();
  document.getElementById(SNAPSHOT_SETTINGS.hideId)?.remove();
};
