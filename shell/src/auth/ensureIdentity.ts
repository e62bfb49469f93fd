import {
  clearUser,
  environment,
  IdentityError,
  provideIdentity,
  setTokenProvider,
  STORAGE_KEYS,
  store,
  type IdentityService,
} from '@qa/shared';
import { firebaseKeepsSession } from './firebaseSession';
import { sessionMayExist } from './sessionMarker';

let starting: Promise<IdentityService> | undefined;

/**
 * The identity client, started the first time anything asks for it: the one way the page starts it (decision
 * 0073). Its chunk brings the Firebase client. A failure is logged once, and the page counts nobody signed in.
 */
export const ensureIdentity = (): Promise<IdentityService> => {
  starting ??= import('./identity')
    .then(({ startIdentity }) => startIdentity(environment, store))
    .catch((error: unknown) => {
      console.error('Identity client failed', error);
      // Nobody can be signed in: the pages that wait for the first report show their signed-out version.
      store.dispatch(clearUser());
      throw new IdentityError('auth/identity-unavailable', 'The identity client did not start.');
    });
  return starting;
};

/** For a start nobody waits on: its failure has been logged already. */
export const startIdentityInBackground = (): void => void ensureIdentity().catch(() => undefined);

/**
 * What the account screens and the pages get from `whenIdentityReady`: each call starts the client first, so no
 * consumer needs to know whether it has.
 */
const identityOnDemand: IdentityService = {
  signIn: (email, password) => ensureIdentity().then((identity) => identity.signIn(email, password)),
  register: (email, password) => ensureIdentity().then((identity) => identity.register(email, password)),
  sendVerificationEmail: () => ensureIdentity().then((identity) => identity.sendVerificationEmail()),
  sendPasswordReset: (email) => ensureIdentity().then((identity) => identity.sendPasswordReset(email)),
  signOut: () => ensureIdentity().then((identity) => identity.signOut()),
  getIdToken: (forceRefresh) => ensureIdentity().then((identity) => identity.getIdToken(forceRefresh)),
  getClaims: (forceRefresh) => ensureIdentity().then((identity) => identity.getClaims(forceRefresh)),
};

/**
 * The token of a call made with `auth: true` before the client has started. Without the marker nobody is signed in,
 * so an anonymous learner's calls that send a token where there is one (a test table, a bug report, a hint) load no
 * Firebase; with it, the client starts and the call waits for the restored session's token.
 */
const tokenOnDemand = (): Promise<string | null> =>
  starting !== undefined || sessionMayExist()
    ? ensureIdentity().then(
        (identity) => identity.getIdToken(),
        () => null,
      )
    : Promise.resolve(null);

/** The account screens use the client: opened straight, it loads while the learner reads the form. */
const ACCOUNT_SCREENS = '/app/account/';

/**
 * Once the page is usable: hands the on-demand service and token to the contract, and starts the client at once
 * where a session may exist, as the page always did, or on an account screen. A sign-in in another tab sets the
 * marker here too: the client then starts and reports it, as Firebase keeps its own tabs in step. Returns how to
 * stop listening.
 */
export const prepareIdentity = (): (() => void) => {
  provideIdentity(identityOnDemand);
  setTokenProvider(tokenOnDemand);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.identitySession && event.newValue !== null) startIdentityInBackground();
  };
  window.addEventListener('storage', onStorage);
  if (sessionMayExist() || location.pathname.startsWith(ACCOUNT_SCREENS)) startIdentityInBackground();
  else void firebaseKeepsSession().then((kept) => kept && startIdentityInBackground());
  return () => window.removeEventListener('storage', onStorage);
};
