import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInlineScript } from '../../test/inlineScript';

const SCRIPT = readFileSync(path.join(__dirname, 'showSnapshot.js'), 'utf8');
const PATH = '/app/challenge/scripted/currencyConverter';
const KEY = `pageSnapshot:${PATH}`;

const entry = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    v: 1,
    lang: 'en',
    title: 'Currency Converter',
    css: 'h1 { color: red; }',
    html: '<main><h1>Currency Converter</h1><p>Converts an amount.</p></main>',
    ...overrides,
  });

/** The shadow roots the script attaches: closed, so only the spy sees them. */
const attachShadow = jest.spyOn(HTMLElement.prototype, 'attachShadow');

/** The document as index.html has it: the script with its settings, then the app's root. */
const loadPage = () => {
  window.history.replaceState(null, '', PATH);
  document.head.innerHTML = '';
  document.title = 'QA Practice Simulator';
  document.body.innerHTML = '<div id="root"></div>';
  runInlineScript(
    SCRIPT,
    {
      entryPrefix: 'pageSnapshot:',
      languageKey: 'local',
      defaultLanguage: 'en',
      hostId: 'qa-snapshot',
      hideId: 'qa-snapshot-hide',
      version: '1',
      showAtMostMs: '10000',
    },
    (script) => document.body.prepend(script),
  );
};

const host = () => document.getElementById('qa-snapshot');
const rootHidden = () => document.getElementById('qa-snapshot-hide')?.textContent === '#root{display:none}';

describe("index.html's snapshot of a page seen before", () => {
  beforeEach(() => {
    localStorage.clear();
    attachShadow.mockClear();
  });

  it('is not there on a page without one', () => {
    loadPage();
    expect(host()).toBeNull();
    expect(rootHidden()).toBe(false);
    expect(document.title).toBe('QA Practice Simulator');
  });

  it("paints the page's markup and styles before the root, inert and hidden from assistive technology", () => {
    localStorage.setItem(KEY, entry());
    loadPage();
    expect(host()?.nextElementSibling?.id).toBe('root');
    expect(host()).toHaveAttribute('inert');
    expect(host()).toHaveAttribute('aria-hidden', 'true');
    expect(attachShadow).toHaveBeenCalledWith({ mode: 'closed' });
    const shadow = attachShadow.mock.results[0]?.value as ShadowRoot;
    expect(shadow.querySelector('style')?.textContent).toBe('h1 { color: red; }');
    expect(shadow.querySelector('h1')).toHaveTextContent('Currency Converter');
    expect(rootHidden()).toBe(true);
    expect(document.title).toBe('Currency Converter');
  });

  it('is not shown in another language than the one now chosen, and is kept', () => {
    localStorage.setItem(KEY, entry({ lang: 'pl' }));
    loadPage();
    expect(host()).toBeNull();
    localStorage.setItem('local', 'pl');
    loadPage();
    expect(host()).not.toBeNull();
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it.each([
    ['not JSON', '{"v":1,'],
    ['not an object', '"html"'],
    ['of an older shape', entry({ v: 0 })],
    ['missing its markup', entry({ html: undefined })],
    ['with styles that are not text', entry({ css: ['h1 {}'] })],
  ])('is dropped when %s, and the page loads as without one', (_case, stored) => {
    localStorage.setItem(KEY, stored);
    loadPage();
    expect(host()).toBeNull();
    expect(rootHidden()).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('gives way to the root after a while should the app never take over', () => {
    jest.useFakeTimers();
    try {
      localStorage.setItem(KEY, entry());
      loadPage();
      jest.advanceTimersByTime(9_999);
      expect(host()).not.toBeNull();
      jest.advanceTimersByTime(1);
      expect(host()).toBeNull();
      expect(rootHidden()).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
