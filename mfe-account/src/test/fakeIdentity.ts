import {
  clearUser,
  IdentityError,
  setUser,
  whenIdentityReady,
  type AppStore,
  type IdentityService,
} from '@qa/shared';

/** Every method a jest mock, so a test can make one fail or check its calls. */
export type FakeIdentity = { [K in keyof IdentityService]: jest.MockedFunction<IdentityService[K]> };

export const providerError = (code: string) => new IdentityError(code, `Firebase: Error (${code}).`);

/**
 * A small IdentityService that behaves like the shell's: signing in or registering mirrors a user into the
 * store (as the shell's auth listener does), signing out clears it. Handed to the screens through
 * `whenIdentityReady`, which the test file mocks (`jest.mock('@qa/shared', …)`).
 */
export const fakeIdentity = (store: AppStore): FakeIdentity => {
  const fake: FakeIdentity = {
    signIn: jest.fn(async (_email: string, _password: string) => {
      store.dispatch(setUser({ id: 'u1', isEmailVerified: true }));
    }),
    register: jest.fn(async (_email: string, _password: string) => {
      store.dispatch(setUser({ id: 'u1', isEmailVerified: false }));
    }),
    sendVerificationEmail: jest.fn(async () => undefined),
    sendPasswordReset: jest.fn(async (_email: string) => undefined),
    signOut: jest.fn(async () => {
      store.dispatch(clearUser());
    }),
    getIdToken: jest.fn(async () => null),
    getClaims: jest.fn(async () => ({})),
  };
  jest.mocked(whenIdentityReady).mockResolvedValue(fake);
  return fake;
};
