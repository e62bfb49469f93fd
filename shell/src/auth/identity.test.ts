import { makeStore, resolveEnvironment } from '@qa/shared';
import { connectAuthEmulator, initializeAuth, onAuthStateChanged, type User } from 'firebase/auth';
import { startIdentity } from './identity';

jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({ name: 'app' })) }));
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => ({ currentUser: null })),
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
    await startIdentity(local, store.dispatch);
    expect(connectAuthEmulator).toHaveBeenCalledWith(expect.anything(), 'http://localhost:9099', {
      disableWarnings: true,
    });

    const listener = (onAuthStateChanged as jest.Mock).mock.calls[0][1] as (
      user: Partial<User> | null,
    ) => void;
    listener({ uid: 'u1', emailVerified: false });
    expect(store.getState().account).toEqual({ user: 'u1', isEmailVerified: false, authChecked: true });
    listener(null);
    expect(store.getState().account).toEqual({ user: '', isEmailVerified: false, authChecked: true });
  });

  it('starts without a popup or redirect resolver, which would load Google’s api.js against the CSP', async () => {
    await startIdentity(
      resolveEnvironment({ hostname: 'localhost', origin: 'http://localhost:3000' }),
      makeStore().dispatch,
    );
    expect(initializeAuth).toHaveBeenLastCalledWith(expect.anything(), {
      persistence: ['indexedDB', 'localStorage'],
    });
  });

  it('does not use the emulator outside local mode', async () => {
    (connectAuthEmulator as jest.Mock).mockClear();
    const production = resolveEnvironment({ hostname: 'qa.example.com', origin: 'https://qa.example.com' });
    await startIdentity(production, makeStore().dispatch);
    expect(connectAuthEmulator).not.toHaveBeenCalled();
  });
});
