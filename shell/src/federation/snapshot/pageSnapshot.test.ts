import { STORAGE_KEYS } from '@qa/shared';
import { remotePageCommitted, revealPage } from './pageShown';
import { forgetSnapshots, keepSnapshots, takeSnapshot } from './pageSnapshot';
import { MAX_SNAPSHOT_CHARS, MAX_SNAPSHOTS, SNAPSHOT_LIST_KEY, type PageSnapshot } from './snapshotSettings';

const PATH = '/app/challenge/scripted/currencyConverter';

/** A page as the app renders it, after a learner has typed into its fields. */
const renderPage = (extra = '') => {
  document.head.innerHTML = '<style>.title { color: navy; }</style>';
  document.title = 'Currency Converter';
  document.body.innerHTML = `<div id="root"><h1 class="title">Currency Converter</h1>
    <label for="amount">Amount</label><input id="amount" value="12345">
    <input type="password" value="secret"><textarea>my notes</textarea>
    <input type="checkbox" value="on"><button type="submit">Submit</button>${extra}</div>`;
};

const stored = (path = PATH): PageSnapshot | null => {
  const text = localStorage.getItem(`pageSnapshot:${path}`);
  return text === null ? null : (JSON.parse(text) as PageSnapshot);
};

describe("a page's snapshot", () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.cookiesAccepted, 'true');
    renderPage();
  });

  it("keeps the page's markup, styles, title and language, without what the learner typed", () => {
    takeSnapshot(PATH, 'ua');
    const snapshot = stored();
    expect(snapshot).toMatchObject({ v: 1, lang: 'ua', title: 'Currency Converter' });
    expect(snapshot?.css).toContain('.title {color: navy;}');
    expect(snapshot?.html).toContain('<h1 class="title">Currency Converter</h1>');
    expect(snapshot?.html).toContain('<label for="amount">Amount</label><input id="amount">');
    expect(snapshot?.html).not.toMatch(/12345|secret|my notes/);
    expect(snapshot?.html).toContain('<input type="checkbox" value="on">');
    // The page itself keeps what was typed.
    expect(document.querySelector('textarea')).toHaveTextContent('my notes');
  });

  it('is not kept for a visitor who has not accepted the use of storage', () => {
    localStorage.removeItem(STORAGE_KEYS.cookiesAccepted);
    takeSnapshot(PATH, 'en');
    expect(stored()).toBeNull();
  });

  it('is not kept for a page too large for the storage it would take from progress', () => {
    renderPage(`<p>${'x'.repeat(MAX_SNAPSHOT_CHARS)}</p>`);
    takeSnapshot(PATH, 'en');
    expect(stored()).toBeNull();
  });

  it('is kept for the most recently shown pages only', () => {
    const paths = Array.from(
      { length: MAX_SNAPSHOTS + 1 },
      (_, index) => `/app/challenge/learn/page${index}`,
    );
    for (const path of paths) takeSnapshot(path, 'en');
    takeSnapshot(paths[1] ?? '', 'en');
    expect(stored(paths[0])).toBeNull();
    for (const path of paths.slice(1)) expect(stored(path)).not.toBeNull();
    expect(JSON.parse(localStorage.getItem(SNAPSHOT_LIST_KEY) ?? '[]')).toEqual([
      paths[1],
      ...paths.slice(2).reverse(),
    ]);
  });

  it('is forgotten, listed or not, while the rest of storage stays', () => {
    takeSnapshot(PATH, 'en');
    localStorage.setItem('pageSnapshot:/app/account/progress', '{}');
    localStorage.setItem('completedChallenges', '["adder"]');
    forgetSnapshots();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('pageSnapshot'))).toEqual([]);
    expect(localStorage.getItem('completedChallenges')).toBe('["adder"]');
  });

  it('gives way to the page once it is shown', () => {
    document.head.innerHTML += '<style id="qa-snapshot-hide">#root{display:none}</style>';
    document.body.insertAdjacentHTML('afterbegin', '<div id="qa-snapshot"></div>');
    revealPage();
    expect(document.getElementById('qa-snapshot')).toBeNull();
    expect(document.getElementById('qa-snapshot-hide')).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
  });
});

describe('the keeper of page snapshots', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.cookiesAccepted, 'true');
    renderPage();
    window.history.replaceState(null, '', PATH);
  });

  it("keeps a remote's page once the browser is idle after it has shown, and again when the tab is left", () => {
    jest.useFakeTimers();
    try {
      keepSnapshots();
      expect(stored()).toBeNull();
      const leave = remotePageCommitted();
      jest.runOnlyPendingTimers();
      expect(stored()?.lang).toBe('en');
      document.title = 'Currency Converter, after a submission';
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      expect(stored()?.title).toBe('Currency Converter, after a submission');
      // A page no remote renders removes no snapshot: none is kept of it.
      leave();
      localStorage.removeItem(`pageSnapshot:${PATH}`);
      document.dispatchEvent(new Event('visibilitychange'));
      expect(stored()).toBeNull();
    } finally {
      jest.useRealTimers();
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    }
  });
});
