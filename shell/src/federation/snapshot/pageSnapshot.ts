import {
  isStringArray,
  readJson,
  removeItem,
  selectLanguage,
  store,
  writeJson,
  writeString,
} from '@qa/shared';
import { readCookiesAccepted } from '../../chrome/cookies/cookieConsent';
import { followRemotePages, isRemotePageShown, SNAPSHOT_IDS } from './pageShown';
import {
  MAX_SNAPSHOT_CHARS,
  MAX_SNAPSHOTS,
  SNAPSHOT_KEY_PREFIX,
  SNAPSHOT_LIST_KEY,
  SNAPSHOT_VERSION,
  type PageSnapshot,
} from './snapshotSettings';

const entryKey = (path: string) => `${SNAPSHOT_KEY_PREFIX}${path}`;

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
  Array.from(document.querySelectorAll('style'))
    .filter((style) => style.id !== SNAPSHOT_IDS.hide)
    .map(({ sheet }) => (sheet ? rulesOf(sheet) : ''))
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

const keptPaths = (): string[] => readJson(SNAPSHOT_LIST_KEY, [], isStringArray);

/** Keeps the page now on screen as the snapshot of `path`, in place of the oldest beyond MAX_SNAPSHOTS. */
export const takeSnapshot = (path: string, language: string): void => {
  const root = document.getElementById('root');
  if (!root || !readCookiesAccepted()) return;
  const snapshot: PageSnapshot = {
    v: SNAPSHOT_VERSION,
    lang: language,
    title: document.title,
    css: pageCss(),
    html: pageHtml(root),
  };
  const text = JSON.stringify(snapshot);
  if (text.length > MAX_SNAPSHOT_CHARS) return;
  const paths = [path, ...keptPaths().filter((kept) => kept !== path)];
  for (const dropped of paths.slice(MAX_SNAPSHOTS)) removeItem(entryKey(dropped));
  writeJson(SNAPSHOT_LIST_KEY, paths.slice(0, MAX_SNAPSHOTS));
  // A full storage refuses it, and the next visit simply has none.
  writeString(entryKey(path), text);
};

/**
 * Keeps each page a remote renders, once the browser is idle after it has shown, and again whenever the learner
 * leaves the tab: the page as they last saw it is the one they are most likely to open again.
 */
export const keepSnapshots = (): void => {
  const keep = () => {
    if (isRemotePageShown()) takeSnapshot(location.pathname, selectLanguage(store.getState()));
  };
  followRemotePages(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(keep, { timeout: 5000 });
    else setTimeout(keep, 0);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keep();
  });
};

/** Removes every snapshot, listed or not: a signed-out page must not show what the account saw. */
export const forgetSnapshots = (): void => {
  let keys: string[] = [];
  try {
    keys = Object.keys(localStorage).filter((key) => key.startsWith(SNAPSHOT_KEY_PREFIX));
  } catch {
    // Storage unavailable: nothing was kept.
  }
  for (const key of keys) removeItem(key);
  removeItem(SNAPSHOT_LIST_KEY);
};
