import { IdentityError } from '@qa/shared';
import type { Auth } from 'firebase/auth';
import { createFirebaseIdentity } from './firebaseIdentity';

type FirebaseAuthModule = typeof import('firebase/auth');

const providerError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('Firebase identity service', () => {
  const signInWithEmailAndPassword = jest.fn();
  const sendEmailVerification = jest.fn();
  const module = { signInWithEmailAndPassword, sendEmailVerification } as unknown as FirebaseAuthModule;

  it('signs in with email and password', async () => {
    const auth = { currentUser: null } as unknown as Auth;
    signInWithEmailAndPassword.mockResolvedValue({});
    await createFirebaseIdentity(auth, module).signIn('a@b.cd', 'secret1');
    expect(signInWithEmailAndPassword).toHaveBeenCalledWith(auth, 'a@b.cd', 'secret1');
  });

  it('turns a provider failure into an IdentityError with its code', async () => {
    signInWithEmailAndPassword.mockRejectedValue(providerError('auth/invalid-credential'));
    const error = await createFirebaseIdentity({ currentUser: null } as unknown as Auth, module)
      .signIn('a@b.cd', 'wrong1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect(error).toMatchObject({ code: 'auth/invalid-credential' });
  });

  it('needs a signed-in user to send the verification email, and has no token when signed out', async () => {
    const service = createFirebaseIdentity({ currentUser: null } as unknown as Auth, module);
    await expect(service.sendVerificationEmail()).rejects.toMatchObject({ code: 'auth/no-current-user' });
    await expect(service.getIdToken()).resolves.toBeNull();
    await expect(service.getClaims()).resolves.toEqual({});
  });

  it('reads the token and its claims of the signed-in user', async () => {
    const currentUser = {
      getIdToken: jest.fn(async () => 'token-1'),
      getIdTokenResult: jest.fn(async () => ({ claims: { subscription: 'active' } })),
    };
    const service = createFirebaseIdentity({ currentUser } as unknown as Auth, module);
    await expect(service.getIdToken(true)).resolves.toBe('token-1');
    expect(currentUser.getIdToken).toHaveBeenCalledWith(true);
    await expect(service.getClaims()).resolves.toEqual({ subscription: 'active' });
  });
});
