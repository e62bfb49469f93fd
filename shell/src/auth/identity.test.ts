import { makeStore, resolveEnvironment, selectIsSignedIn, setUser, STORAGE_KEYS } from '@qa/shared';
import { ACCOUNT_API } from '@qa/shared/account';
import { connectAuthEmulator, initializeAuth, onAuthStateChanged, signOut, type User } from 'firebase/auth';
import { followAccountLanguage } from '../i18n/accountLanguage';
import { SIGN_OUT_WAIT_MS, signOutOfIdentity, startIdentity } from './identity';

jest.mock('../i18n/accountLanguage', () => ({ followAccountLanguage: jest.fn() }));
jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({ name: 'app' })) }));
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => ({ currentUser: null, authStateReady: async () => undefined })),
  indexedDBLocalPersistence: 'indexedDB',
  browserLocalPersistence: 'localStorage',
  connectAuthEmulator: jest.fn(),
  onAuthStateChanged: jest.fn(),
  signOut: jest.fn(),
}));

describe('identity client', () => {
  it('connects to the Authentication emulator in local mode and mirrors the user into the store', async () => {
    const store = makeStore();
    const local = resolveEnvironment({ hostname: 'localhost', origin: 'http://localhost:3000' });
    await startIdentity(local, store);
    expect(connectAuthEmulator).toHaveBeenCalledWith(expect.anything(), 'http://localhost:9099', {
      disableWarnings: true,
    });

    const listener = (onAuthStateChanged as jest.Mock).mock.calls[0][1] as (
      user: Partial<User> | null,
    ) => void;
    // The account's language is followed in the store the reports go to, from the first report on.
    expect(followAccountLanguage).toHaveBeenCalledWith(store);
    listener({ uid: 'u1', emailVerified: false });
    expect(store.getState().account).toEqual({ user: 'u1', isEmailVerified: false, authChecked: true });
    listener(null);
    expect(store.getState().account).toEqual({ user: '', isEmailVerified: false, authChecked: true });
  });

  it('marks the browser as having a session when Firebase reports a user, and forgets it when it reports none', async () => {
    localStorage.clear();
    (onAuthStateChanged as jest.Mock).mockClear();
    await startIdentity(
      resolveEnvironment({ hostname: 'localhost', origin: 'http://localhost:3000' }),
      makeStore(),
    );
    const listener = (onAuthStateChanged as jest.Mock).mock.calls[0][1] as (
      user: Partial<User> | null,
    ) => void;
    // A sign-in, a registration (which signs in) and a session Firebase restores are all this report.
    listener({ uid: 'u1', emailVerified: true });
    expect(localStorage.getItem(STORAGE_KEYS.identitySession)).not.toBeNull();
    // A sign-out, or a session Firebase no longer has.
    listener(null);
    expect(localStorage.getItem(STORAGE_KEYS.identitySession)).toBeNull();
  });

  it('resolves once Firebase knows who is signed in, with the service', async () => {
    let ready: () => void = () => undefined;
    const authStateReady = () =>
      new Promise<void>((resolve) => {
        ready = resolve;
      });
    (initializeAuth as jest.Mock).mockReturnValueOnce({ currentUser: null, authStateReady });
    let started = false;
    const starting = startIdentity(
      resolveEnvironment({ hostname: 'localhost', origin: 'http://localhost:3000' }),
      makeStore(),
    ).then((service) => {
      started = true;
      return service;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toBe(false);
    ready();
    await expect(starting).resolves.toEqual(expect.objectContaining({ signIn: expect.any(Function) }));
  });

  it('starts without a popup or redirect resolver, which would load Google’s api.js against the CSP', async () => {
    await startIdentity(
      resolveEnvironment({ hostname: 'localhost', origin: 'http://localhost:3000' }),
      makeStore(),
    );
    expect(initializeAuth).toHaveBeenLastCalledWith(expect.anything(), {
      persistence: ['indexedDB', 'localStorage'],
    });
  });

  it('does not use the emulator outside local mode', async () => {
    (connectAuthEmulator as jest.Mock).mockClear();
    const production = resolveEnvironment({ hostname: 'qa.example.com', origin: 'https://qa.example.com' });
    await startIdentity(production, makeStore());
    expect(connectAuthEmulator).not.toHaveBeenCalled();
  });
});

describe('signing out', () => {
  const local = resolveEnvironment({ hostname: 'localhost', origin: 'http://localhost:3000' });
  const original = globalThis.fetch;
  /** What happened, in order: each call to the API with its method and token, and Firebase's sign-out. */
  let happened: string[];
  const answered = (status: number) => async (url: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    happened.push(`${init?.method} ${String(url)} ${headers.Authorization}`);
    const body = status === 204 ? '' : '{"message":"refused"}';
    return {
      ok: status < 400,
      status,
      statusText: '',
      headers: { get: () => 'application/json' },
      text: async () => body,
    } as unknown as Response;
  };
  let store: ReturnType<typeof makeStore>;
  const signedIn = async () => {
    (initializeAuth as jest.Mock).mockReturnValueOnce({
      currentUser: { getIdToken: async () => 'token-1' },
      authStateReady: async () => undefined,
    });
    store = makeStore();
    store.dispatch(setUser({ id: 'learner-1', isEmailVerified: true }));
    await startIdentity(local, store);
  };

  beforeEach(() => {
    happened = [];
    (signOut as jest.Mock).mockImplementation(async () => {
      happened.push('Firebase sign-out');
    });
  });
  afterEach(() => {
    globalThis.fetch = original;
    jest.useRealTimers();
  });

  it('tells the API with the account’s token first, then signs out of Firebase', async () => {
    const api = answered(204);
    globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      // The page has stopped asking for the account's data before the API revokes its tokens.
      happened.push(`signed in: ${selectIsSignedIn(store.getState())}`);
      return api(url, init);
    }) as typeof fetch;
    await signedIn();
    await signOutOfIdentity();
    expect(happened).toEqual([
      'signed in: false',
      `POST http://localhost:8080/${ACCOUNT_API.signOut} Bearer token-1`,
      'Firebase sign-out',
    ]);
  });

  it.each([
    ['the API refuses the token', answered(401)],
    [
      'the API cannot be reached',
      async () => {
        happened.push('POST (unreachable)');
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('signs out of Firebase all the same when %s', async (_case, fetchAnswer) => {
    globalThis.fetch = jest.fn(fetchAnswer) as typeof fetch;
    await signedIn();
    await expect(signOutOfIdentity()).resolves.toBeUndefined();
    expect(happened).toHaveLength(2);
    expect(happened[1]).toBe('Firebase sign-out');
  });

  it('forgets the marker even when nothing reports the sign-out', async () => {
    globalThis.fetch = jest.fn(answered(204)) as typeof fetch;
    await signedIn();
    localStorage.setItem(STORAGE_KEYS.identitySession, '1');
    await signOutOfIdentity();
    expect(localStorage.getItem(STORAGE_KEYS.identitySession)).toBeNull();
  });

  it('waits for the API at most SIGN_OUT_WAIT_MS, then signs out without it', async () => {
    jest.useFakeTimers();
    globalThis.fetch = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          happened.push('POST (no answer)');
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as typeof fetch;
    await signedIn();
    const done = signOutOfIdentity();
    await jest.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS - 1);
    expect(happened).toEqual(['POST (no answer)']);
    await jest.advanceTimersByTimeAsync(1);
    await done;
    expect(happened).toEqual(['POST (no answer)', 'Firebase sign-out']);
  });
});
