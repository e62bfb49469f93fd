import {
  clearUser,
  i18n,
  makeStore,
  setLanguage,
  setTokenProvider,
  setUser,
  type AppStore,
} from '@qa/shared';
import { ACCOUNT_API } from '@qa/shared/account';
import { screen } from '@testing-library/react';
import { LanguageSelect } from '../layout/LanguageSelect';
import { renderWithProviders } from '../test/renderWithProviders';
import { followAccountLanguage } from './accountLanguage';

const ACCOUNT_LANGUAGE = `http://localhost:8080/${ACCOUNT_API.language}`;

/** What the page asked the API, in order: method, address, token and body. */
let requests: { method: string; url: string; auth: string | undefined; body: unknown }[];
/** The account's answer to GET; a PUT answers `putStatus`. */
let kept: { status: number; body: unknown };
let putStatus: number;
/** Holds GET answers back until the test lets them go. */
let holdGets: Promise<void>;

const answer = (status: number, body: unknown) =>
  ({
    ok: status < 400,
    status,
    statusText: '',
    headers: { get: () => 'application/json' },
    text: async () => JSON.stringify(body),
  }) as unknown as Response;

const original = globalThis.fetch;
beforeEach(() => {
  requests = [];
  kept = { status: 200, body: { language: 'en' } };
  putStatus = 200;
  holdGets = Promise.resolve();
  localStorage.clear();
  setTokenProvider(async () => 'token-1');
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, url: String(url), auth: headers.Authorization, body });
    if (method === 'GET') {
      await holdGets;
      return answer(kept.status, kept.body);
    }
    return answer(putStatus, putStatus < 400 ? body : { message: 'refused' });
  }) as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  globalThis.fetch = original;
  setTokenProvider(async () => null);
  jest.restoreAllMocks();
});

/** Lets the lazily loaded calls, the fetch and the language switch run. */
const settle = async () => {
  for (let step = 0; step < 5; step += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const signedOut = () => makeStore({ account: { user: '', isEmailVerified: false, authChecked: true } });
const signIn = (store: AppStore, id = 'anna') => store.dispatch(setUser({ id, isEmailVerified: true }));
const languageOf = (store: AppStore) => store.getState().language.local;

/** A page whose follower has started, signed in as `id` (the account keeping `kept`), its sign-in call answered. */
const signedInPage = async (id = 'anna') => {
  const store = signedOut();
  const stop = followAccountLanguage(store);
  signIn(store, id);
  await settle();
  requests = [];
  return { store, stop };
};

describe('a language chosen while signed in', () => {
  it('is sent to the account from the dropdown, with the learner’s token', async () => {
    const { store, stop } = await signedInPage();
    const { user } = renderWithProviders(<LanguageSelect />, { store });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pl');
    await settle();
    expect(requests).toEqual([
      { method: 'PUT', url: ACCOUNT_LANGUAGE, auth: 'Bearer token-1', body: { language: 'pl' } },
    ]);
    expect(languageOf(store)).toBe('pl');
    expect(localStorage.getItem('local')).toBe('pl');
    expect(i18n.language).toBe('pl');
    stop();
  });

  it('still switches the page when the account cannot keep it', async () => {
    putStatus = 503;
    const { store, stop } = await signedInPage();
    store.dispatch(setLanguage('ru'));
    await settle();
    expect(requests.map(({ method }) => method)).toEqual(['PUT']);
    expect(languageOf(store)).toBe('ru');
    expect(localStorage.getItem('local')).toBe('ru');
    expect(i18n.language).toBe('ru');
    expect(console.warn).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('a language chosen while signed out', () => {
  it('stays in this browser: nothing is sent, before a sign-in or after a sign-out', async () => {
    const store = signedOut();
    const stop = followAccountLanguage(store);
    store.dispatch(setLanguage('ua'));
    signIn(store);
    await settle();
    store.dispatch(clearUser());
    store.dispatch(setLanguage('pl'));
    await settle();
    expect(requests.map(({ method }) => method)).toEqual(['GET']);
    expect(languageOf(store)).toBe('pl');
    expect(localStorage.getItem('local')).toBe('pl');
    stop();
  });
});

describe('the account’s language', () => {
  it('is applied after sign-in, and remembered in this browser, without being sent back', async () => {
    kept = { status: 200, body: { language: 'pl' } };
    const store = signedOut();
    const stop = followAccountLanguage(store);
    await settle();
    expect(requests).toEqual([]); // nobody signed in: nothing is asked

    signIn(store);
    await settle();
    expect(requests).toEqual([
      { method: 'GET', url: ACCOUNT_LANGUAGE, auth: 'Bearer token-1', body: undefined },
    ]);
    expect(languageOf(store)).toBe('pl');
    expect(localStorage.getItem('local')).toBe('pl');
    expect(i18n.language).toBe('pl');
    stop();
  });

  it('is applied on load when the learner is signed in already', async () => {
    kept = { status: 200, body: { language: 'ua' } };
    const store = signedOut();
    signIn(store);
    const stop = followAccountLanguage(store);
    await settle();
    expect(languageOf(store)).toBe('ua');
    stop();
  });

  it('gives an account without a language the browser’s, as on its first sign-in after registering', async () => {
    kept = { status: 200, body: { language: null } };
    localStorage.setItem('local', 'ru');
    const store = signedOut();
    expect(languageOf(store)).toBe('ru');
    const stop = followAccountLanguage(store);
    signIn(store);
    await settle();
    expect(requests.map(({ method }) => method)).toEqual(['GET', 'PUT']);
    expect(requests[1]).toMatchObject({ body: { language: 'ru' } });
    expect(languageOf(store)).toBe('ru');
    expect(localStorage.getItem('local')).toBe('ru');
    stop();
  });

  it.each([
    ['cannot be read', { status: 503, body: { message: 'away' } }],
    ['answers something unreadable', { status: 200, body: { language: 'de' } }],
  ])('leaves the browser’s language when the account %s', async (_, answered) => {
    kept = answered;
    localStorage.setItem('local', 'ua');
    const store = signedOut();
    const stop = followAccountLanguage(store);
    signIn(store);
    await settle();
    expect(languageOf(store)).toBe('ua');
    expect(console.warn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('gives way to a language the learner chooses while it is being read', async () => {
    kept = { status: 200, body: { language: 'pl' } };
    let release = () => undefined as void;
    holdGets = new Promise((resolve) => (release = resolve));
    const store = signedOut();
    const stop = followAccountLanguage(store);
    signIn(store);
    await settle();
    store.dispatch(setLanguage('ru'));
    release();
    await settle();
    expect(requests.map(({ method }) => method)).toEqual(['GET', 'PUT']);
    expect(languageOf(store)).toBe('ru');
    stop();
  });

  it('is not applied once its learner has signed out, and is read again for the next one', async () => {
    kept = { status: 200, body: { language: 'pl' } };
    let release = () => undefined as void;
    holdGets = new Promise((resolve) => (release = resolve));
    const store = signedOut();
    const stop = followAccountLanguage(store);
    signIn(store);
    await settle();
    store.dispatch(clearUser());
    release();
    await settle();
    expect(languageOf(store)).toBe('en');

    kept = { status: 200, body: { language: 'ua' } };
    signIn(store, 'bogdan');
    await settle();
    expect(requests.map(({ method }) => method)).toEqual(['GET', 'GET']);
    expect(languageOf(store)).toBe('ua');
    stop();
  });
});
