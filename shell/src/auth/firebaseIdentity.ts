import { IdentityError, type IdentityService } from '@qa/shared';
import type { Auth } from 'firebase/auth';

type FirebaseAuthModule = typeof import('firebase/auth');

/** Firebase errors carry `code` ('auth/…'); anything else keeps a generic one so the screens can map it. */
const toIdentityError = (error: unknown): IdentityError => {
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : 'auth/unknown';
  return new IdentityError(code, error instanceof Error ? error.message : String(error));
};

const wrap =
  <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await call(...args);
    } catch (error) {
      throw toIdentityError(error);
    }
  };

/**
 * The shared IdentityService on top of the Firebase Auth client. `endApiSessions` tells the API the account signs
 * out, with the token still valid: Firebase's own sign-out forgets the token here and tells no server anything.
 */
export const createFirebaseIdentity = (
  auth: Auth,
  firebaseAuth: FirebaseAuthModule,
  endApiSessions: () => Promise<unknown>,
): IdentityService => {
  const currentUser = () => {
    if (!auth.currentUser) throw new IdentityError('auth/no-current-user', 'Nobody is signed in.');
    return auth.currentUser;
  };
  return {
    signIn: wrap(async (email: string, password: string) => {
      await firebaseAuth.signInWithEmailAndPassword(auth, email, password);
    }),
    register: wrap(async (email: string, password: string) => {
      await firebaseAuth.createUserWithEmailAndPassword(auth, email, password);
    }),
    sendVerificationEmail: wrap(() => firebaseAuth.sendEmailVerification(currentUser())),
    sendPasswordReset: wrap((email: string) => firebaseAuth.sendPasswordResetEmail(auth, email)),
    signOut: wrap(async () => {
      // Signing out never fails on the API (whose wait identity.ts bounds): a learner who cannot reach it is still
      // signed out here.
      if (auth.currentUser) await endApiSessions().catch(() => undefined);
      await firebaseAuth.signOut(auth);
    }),
    getIdToken: wrap(async (forceRefresh?: boolean) =>
      auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null,
    ),
    getClaims: wrap(async (forceRefresh?: boolean) =>
      auth.currentUser ? (await auth.currentUser.getIdTokenResult(forceRefresh)).claims : {},
    ),
  };
};
