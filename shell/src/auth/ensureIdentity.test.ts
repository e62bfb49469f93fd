import type { User } from 'firebase/auth';

/** The Firebase modules the page has loaded, in order: the point of the marker is that this stays empty. */
const mockLoaded: string[] = [];
/** What the mocked client's current user is when it starts: a restored session, or nobody. */
let mockCurrentUser: { getIdToken: () => Promise<string> } | null = null;

jest.mock('../i18n/accountLanguage', () => ({ followAccountLanguage: jest.fn() }));
jest.mock('firebase/app', () => {
  mockLoaded.push('firebase/app');
  return { initializeApp: jest.fn(() => ({ name: 'app' })) };
});
jest.mock('firebase/auth', () => {
  mockLoaded.push('firebase/auth');
  return {
    initializeAuth: jest.fn(() => ({ currentUser: mockCurrentUser, authStateReady: async () => undefined })),
    indexedDBLocalPersistence: 'indexedDB',
    browserLocalPersistence: 'localStorage',
    connectAuthEmulator: jest.fn(),
    onAuthStateChanged: jest.fn(),
    signInWithEmailAndPassword: jest.fn(async () => ({})),
    signOut: jest.fn(async () => undefined),
  };
});

/** Whether Firebase's own stores keep a sign-in (read in a browser; jsdom has no IndexedDB). */
let mockFirebaseKeeps = false;
jest.mock('./firebaseSession', () => ({ firebaseKeepsSession: async () => mockFirebaseKeeps }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

let stopListening: () => void = () => undefined;
afterEach(() => stopListening());

/** A fresh page: every module loaded anew, so nothing started by an earlier test is running. */
const freshPage = async () => {
  jest.resetModules();
  const shared = await import('@qa/shared');
  const marker = await import('./sessionMarker');
  const { prepareIdentity, ensureIdentity } = await import('./ensureIdentity');
  const onDemand = {
    ensureIdentity,
    prepareIdentity: () => {
      stopListening = prepareIdentity();
    },
  };
  return { shared, marker, onDemand };
};

const BOTH = ['firebase/app', 'firebase/auth'];
const loaded = () => [...mockLoaded].sort();

const firebaseAuth = () => import('firebase/auth');
const firebaseApp = () => import('firebase/app');

describe('the identity client on a page without a session', () => {
  const original = globalThis.fetch;
  beforeEach(() => {
    localStorage.clear();
    mockLoaded.length = 0;
    mockCurrentUser = null;
    mockFirebaseKeeps = false;
  });
  afterEach(() => {
    globalThis.fetch = original;
  });

  it('is not loaded, and the store says at once that nobody is signed in', async () => {
    const { shared, marker, onDemand } = await freshPage();
    expect(shared.selectAuthChecked(shared.store.getState())).toBe(false);
    marker.knowSignedOutWithoutSession(shared.store);
    expect(shared.store.getState().account).toEqual({ user: '', isEmailVerified: false, authChecked: true });

    onDemand.prepareIdentity();
    await settle();
    expect(mockLoaded).toEqual([]);
  });

  it('is not loaded for a call that sends a token where there is one: it goes without', async () => {
    const headers: Array<Record<string, string>> = [];
    globalThis.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      headers.push((init?.headers ?? {}) as Record<string, string>);
      return {
        ok: true,
        status: 204,
        headers: { get: () => null },
        text: async () => '',
      } as unknown as Response;
    }) as typeof fetch;
    const { shared, onDemand } = await freshPage();
    onDemand.prepareIdentity();
    await shared.http.post('api/test-design/scripted/currencyConverter', {}, { auth: true });
    expect(headers[0]).not.toHaveProperty('Authorization');
    expect(mockLoaded).toEqual([]);
  });

  it('starts once when a consumer asks for the identity service, however often it asks', async () => {
    const { shared, onDemand } = await freshPage();
    onDemand.prepareIdentity();
    const identity = await shared.whenIdentityReady();
    await Promise.all([identity.signIn('a@b.cd', 'secret1'), identity.getClaims()]);
    await expect(identity.getIdToken()).resolves.toBeNull();
    expect(loaded()).toEqual(BOTH);
    expect((await firebaseApp()).initializeApp).toHaveBeenCalledTimes(1);
    expect((await firebaseAuth()).signInWithEmailAndPassword).toHaveBeenCalledWith(
      expect.anything(),
      'a@b.cd',
      'secret1',
    );
  });

  it('starts on an account screen opened straight, without waiting for a submit', async () => {
    window.history.pushState({}, '', '/app/account/login');
    try {
      const { onDemand } = await freshPage();
      onDemand.prepareIdentity();
      await settle();
      expect(loaded()).toEqual(BOTH);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('starts when Firebase keeps a sign-in made before the marker existed', async () => {
    mockFirebaseKeeps = true;
    const { onDemand } = await freshPage();
    onDemand.prepareIdentity();
    await settle();
    expect(loaded()).toEqual(BOTH);
  });

  it('starts when a sign-in in another tab sets the marker', async () => {
    const { shared, onDemand } = await freshPage();
    onDemand.prepareIdentity();
    await settle();
    expect(mockLoaded).toEqual([]);
    window.dispatchEvent(
      new StorageEvent('storage', { key: shared.STORAGE_KEYS.identitySession, newValue: '1' }),
    );
    await settle();
    expect(loaded()).toEqual(BOTH);
  });
});

describe('the identity client on a page where a session was started', () => {
  const original = globalThis.fetch;
  beforeEach(() => {
    localStorage.clear();
    mockLoaded.length = 0;
    mockCurrentUser = { getIdToken: async () => 'token-1' };
  });
  afterEach(() => {
    globalThis.fetch = original;
  });

  it('starts once the page is prepared, and the store waits for its report', async () => {
    const { shared, marker, onDemand } = await freshPage();
    localStorage.setItem(shared.STORAGE_KEYS.identitySession, '1');
    marker.knowSignedOutWithoutSession(shared.store);
    expect(shared.selectAuthChecked(shared.store.getState())).toBe(false);

    onDemand.prepareIdentity();
    await settle();
    expect(loaded()).toEqual(BOTH);
    const listener = ((await firebaseAuth()).onAuthStateChanged as jest.Mock).mock.calls[0][1] as (
      user: Partial<User> | null,
    ) => void;
    listener({ uid: 'u1', emailVerified: true });
    expect(shared.store.getState().account).toEqual({ user: 'u1', isEmailVerified: true, authChecked: true });
    await expect(onDemand.ensureIdentity()).resolves.toBeDefined();
    expect((await firebaseApp()).initializeApp).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a value it does not know', 'corrupted{'],
    ['an empty value', ''],
  ])('counts %s as a session', async (_case, value) => {
    const { shared, marker } = await freshPage();
    localStorage.setItem(shared.STORAGE_KEYS.identitySession, value);
    expect(marker.sessionMayExist()).toBe(true);
  });

  it('counts a storage that cannot be read as a session', async () => {
    const { marker } = await freshPage();
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(marker.sessionMayExist()).toBe(true);
    } finally {
      getItem.mockRestore();
    }
  });

  it('gives a call made before the client has started the restored session’s token', async () => {
    const headers: Array<Record<string, string>> = [];
    globalThis.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      headers.push((init?.headers ?? {}) as Record<string, string>);
      return {
        ok: true,
        status: 204,
        headers: { get: () => null },
        text: async () => '',
      } as unknown as Response;
    }) as typeof fetch;
    const { shared, onDemand } = await freshPage();
    localStorage.setItem(shared.STORAGE_KEYS.identitySession, '1');
    onDemand.prepareIdentity();
    await shared.http.get('api/game/v1/me', { auth: true });
    expect(headers[0]).toHaveProperty('Authorization', 'Bearer token-1');
  });
});

describe('a client that cannot load', () => {
  beforeEach(() => {
    localStorage.clear();
    mockLoaded.length = 0;
  });

  it('is logged, leaves the page signed out, and fails the call with the provider-style code', async () => {
    const { shared, onDemand } = await freshPage();
    jest.doMock('./identity', () => ({
      startIdentity: async () => {
        throw new Error('Loading chunk failed');
      },
    }));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(onDemand.ensureIdentity()).rejects.toMatchObject({ code: 'auth/identity-unavailable' });
    await expect(onDemand.ensureIdentity()).rejects.toMatchObject({ code: 'auth/identity-unavailable' });
    expect(error).toHaveBeenCalledTimes(1);
    expect(shared.store.getState().account.authChecked).toBe(true);
    error.mockRestore();
    jest.dontMock('./identity');
  });
});
