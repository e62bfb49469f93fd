import { IdentityError } from '@qa/shared';
import type { Auth } from 'firebase/auth';
import { createFirebaseIdentity } from './firebaseIdentity';

type FirebaseAuthModule = typeof import('firebase/auth');

const providerError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('Firebase identity service', () => {
  const signInWithEmailAndPassword = jest.fn();
  const sendEmailVerification = jest.fn();
  const signOut = jest.fn(async () => undefined);
  const module = {
    signInWithEmailAndPassword,
    sendEmailVerification,
    signOut,
  } as unknown as FirebaseAuthModule;
  const endApiSessions = jest.fn(async () => undefined);
  beforeEach(() => {
    signOut.mockClear();
    endApiSessions.mockClear();
  });

  it('signs in with email and password', async () => {
    const auth = { currentUser: null } as unknown as Auth;
    signInWithEmailAndPassword.mockResolvedValue({});
    await createFirebaseIdentity(auth, module, endApiSessions).signIn('a@b.cd', 'secret1');
    expect(signInWithEmailAndPassword).toHaveBeenCalledWith(auth, 'a@b.cd', 'secret1');
  });

  it('turns a provider failure into an IdentityError with its code', async () => {
    signInWithEmailAndPassword.mockRejectedValue(providerError('auth/invalid-credential'));
    const error = await createFirebaseIdentity(
      { currentUser: null } as unknown as Auth,
      module,
      endApiSessions,
    )
      .signIn('a@b.cd', 'wrong1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect(error).toMatchObject({ code: 'auth/invalid-credential' });
  });

  it('needs a signed-in user to send the verification email, and has no token when signed out', async () => {
    const service = createFirebaseIdentity({ currentUser: null } as unknown as Auth, module, endApiSessions);
    await expect(service.sendVerificationEmail()).rejects.toMatchObject({ code: 'auth/no-current-user' });
    await expect(service.getIdToken()).resolves.toBeNull();
    await expect(service.getClaims()).resolves.toEqual({});
  });

  it('reads the token and its claims of the signed-in user', async () => {
    const currentUser = {
      getIdToken: jest.fn(async () => 'token-1'),
      getIdTokenResult: jest.fn(async () => ({ claims: { subscription: 'active' } })),
    };
    const service = createFirebaseIdentity({ currentUser } as unknown as Auth, module, endApiSessions);
    await expect(service.getIdToken(true)).resolves.toBe('token-1');
    expect(currentUser.getIdToken).toHaveBeenCalledWith(true);
    await expect(service.getClaims()).resolves.toEqual({ subscription: 'active' });
  });

  it('ends the sessions at the API before signing out, and signs out even when that fails', async () => {
    const auth = { currentUser: { uid: 'u1' } } as unknown as Auth;
    const order: string[] = [];
    endApiSessions.mockImplementationOnce(async () => {
      order.push('API');
    });
    signOut.mockImplementationOnce(async () => {
      order.push('Firebase');
    });
    await createFirebaseIdentity(auth, module, endApiSessions).signOut();
    expect(order).toEqual(['API', 'Firebase']);

    endApiSessions.mockRejectedValueOnce(new Error('HTTP 503'));
    await expect(createFirebaseIdentity(auth, module, endApiSessions).signOut()).resolves.toBeUndefined();
    expect(signOut).toHaveBeenCalledTimes(2);
  });

  it('asks the API nothing when nobody is signed in', async () => {
    const auth = { currentUser: null } as unknown as Auth;
    await createFirebaseIdentity(auth, module, endApiSessions).signOut();
    expect(endApiSessions).not.toHaveBeenCalled();
    expect(signOut).toHaveBeenCalledWith(auth);
  });
});
