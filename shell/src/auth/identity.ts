import type { AppStore, Environment, IdentityService } from '@qa/shared';
import {
  clearUser,
  http,
  removeItem,
  setTokenProvider,
  setUser,
  STORAGE_KEYS,
  writeString,
} from '@qa/shared';
import { ACCOUNT_API } from '@qa/shared/account';
import { followAccountLanguage } from '../i18n/accountLanguage';
import { createFirebaseIdentity } from './firebaseIdentity';

let service: IdentityService | undefined;

/**
 * The marker that a session may exist in this browser (decision 0073, read by sessionMarker.ts). It is needed for
 * signing in at all, as Firebase's own storage is, so it is written before the cookie notice is accepted too.
 */
const markSession = (): void => writeString(STORAGE_KEYS.identitySession, '1');
const forgetSession = (): void => removeItem(STORAGE_KEYS.identitySession);

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
 * Resolves once Firebase knows who is signed in, so a token asked for then is the restored session's. Started
 * through `ensureIdentity` only, where a session may exist or something asks for it (decision 0073).
 */
export const startIdentity = async (environment: Environment, store: AppStore): Promise<IdentityService> => {
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
    // Sign-in, registration and a restored session set the marker; a sign-out or a session Firebase no longer
    // has removes it, so the next page loads no client.
    if (user) markSession();
    else forgetSession();
    store.dispatch(user ? setUser({ id: user.uid, isEmailVerified: user.emailVerified }) : clearUser());
  });
  const started = createFirebaseIdentity(auth, firebaseAuth, async () => {
    // The page stops asking for the account's data first: a call it started while the API revokes the token would
    // be refused (a section of the dashboard loading just then).
    store.dispatch(clearUser());
    await endApiSessions();
  });
  service = started;
  // Straight to the client from now on, without the on-demand getter's check of the marker.
  setTokenProvider(() => started.getIdToken());
  await auth.authStateReady();
  return started;
};

/**
 * Signs out as the account screens do: the API first, then the identity service; the auth listener then clears the
 * account state.
 */
export const signOutOfIdentity = async (): Promise<void> => {
  try {
    await service?.signOut();
  } finally {
    forgetSession();
  }
};
