import type { Environment } from '@qa/shared';
import { clearUser, provideIdentity, setTokenProvider, setUser, type AppDispatch } from '@qa/shared';
import type { Auth } from 'firebase/auth';
import { createFirebaseIdentity } from './firebaseIdentity';

let auth: Auth | undefined;

/**
 * Starts the identity client: the Authentication emulator in local mode, the configured Firebase project
 * otherwise. Loaded after the first render so Firebase does not delay the page.
 */
export const startIdentity = async (environment: Environment, dispatch: AppDispatch): Promise<Auth> => {
  const [{ initializeApp }, firebaseAuth] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const { firebase } = environment;
  const app = initializeApp({
    apiKey: firebase.apiKey,
    authDomain: firebase.authDomain,
    projectId: firebase.projectId,
  });
  // initializeAuth without a popup or redirect resolver: sign-in is by email and password only, and getAuth's
  // resolver would load Google's api.js at start-up, which the page's CSP refuses (a violation in every console).
  auth = firebaseAuth.initializeAuth(app, {
    persistence: [firebaseAuth.indexedDBLocalPersistence, firebaseAuth.browserLocalPersistence],
  });
  if (firebase.emulatorUrl)
    firebaseAuth.connectAuthEmulator(auth, firebase.emulatorUrl, { disableWarnings: true });
  firebaseAuth.onAuthStateChanged(auth, (user) => {
    dispatch(user ? setUser({ id: user.uid, isEmailVerified: user.emailVerified }) : clearUser());
  });
  const service = createFirebaseIdentity(auth, firebaseAuth);
  setTokenProvider(() => service.getIdToken());
  provideIdentity(service);
  return auth;
};

/** Signs out of the identity service; the auth listener then clears the account state. */
export const signOutOfIdentity = async (): Promise<void> => {
  if (!auth) return;
  const { signOut } = await import('firebase/auth');
  await signOut(auth);
};
