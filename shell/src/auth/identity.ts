import type { AppStore, Environment, IdentityService } from '@qa/shared';
import { clearUser, http, provideIdentity, setTokenProvider, setUser } from '@qa/shared';
import { ACCOUNT_API } from '@qa/shared/account';
import type { Auth } from 'firebase/auth';
import { followAccountLanguage } from '../i18n/accountLanguage';
import { createFirebaseIdentity } from './firebaseIdentity';

let service: IdentityService | undefined;

/** How long signing out waits for the API before it goes on without it. */
export const SIGN_OUT_WAIT_MS = 5_000;

/**
 * Ends the account's sessions at the API (its refresh tokens, and the tokens the API accepted), while the token
 * still speaks for the account (decision 0067).
 */
export const endApiSessions = async (): Promise<void> => {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), SIGN_OUT_WAIT_MS);
  try {
    await http.post(ACCOUNT_API.signOut, undefined, { auth: true, signal: deadline.signal });
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Starts the identity client: the Authentication emulator in local mode, the configured Firebase project
 * otherwise, mirrored into `store`, whose account's language it follows from its first report on (decision 0070).
 * Loaded after the first render so Firebase does not delay the page.
 */
export const startIdentity = async (environment: Environment, store: AppStore): Promise<Auth> => {
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
  const auth = firebaseAuth.initializeAuth(app, {
    persistence: [firebaseAuth.indexedDBLocalPersistence, firebaseAuth.browserLocalPersistence],
  });
  if (firebase.emulatorUrl)
    firebaseAuth.connectAuthEmulator(auth, firebase.emulatorUrl, { disableWarnings: true });
  followAccountLanguage(store);
  firebaseAuth.onAuthStateChanged(auth, (user) => {
    store.dispatch(user ? setUser({ id: user.uid, isEmailVerified: user.emailVerified }) : clearUser());
  });
  const started = createFirebaseIdentity(auth, firebaseAuth, async () => {
    // The page stops asking for the account's data first: a call it started while the API revokes the token would
    // be refused (a section of the dashboard loading just then).
    store.dispatch(clearUser());
    await endApiSessions();
  });
  service = started;
  setTokenProvider(() => started.getIdToken());
  provideIdentity(started);
  return auth;
};

/**
 * Signs out as the account screens do: the API first, then the identity service; the auth listener then clears the
 * account state.
 */
export const signOutOfIdentity = async (): Promise<void> => {
  await service?.signOut();
};
