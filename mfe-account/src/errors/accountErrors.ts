import { IdentityError } from '@qa/shared';

/** Keys of the 'notices' texts: every message the account screens show in their dialog (SPEC §8). */
export type NoticeKey =
  | 'errorCredentials'
  | 'generic'
  | 'errorWeakPassword'
  | 'emailExists'
  | 'differentProvider'
  | 'emailVerification'
  | 'emailVerificationLimit'
  | 'resetSent'
  | 'progressDeleted'
  | 'progressExportFailed'
  | 'progressDeleteFailed'
  | 'classesLoadFailed'
  | 'classJoinFailed'
  | 'classLeaveFailed';

/**
 * What the dialog shows: a localized text, the provider's own message where SPEC §8 asks for it, or the API's
 * message (already in the page's language: the client sends Accept-Language).
 */
export type Notice = { key: NoticeKey } | { providerMessage: string } | { serverMessage: string };

export type AccountCall = 'login' | 'register' | 'restore';

/** Marks a code whose dialog shows the provider's message rather than one of ours. */
const PROVIDER_MESSAGE = 'providerMessage';

/** SPEC §8, per screen: the provider's error code and what the user reads; any other code is generic. */
const ERRORS_BY_CALL: Record<AccountCall, Readonly<Record<string, NoticeKey | typeof PROVIDER_MESSAGE>>> = {
  login: {
    'auth/wrong-password': 'errorCredentials',
    'auth/invalid-credential': 'errorCredentials',
  },
  register: {
    'auth/weak-password': 'errorWeakPassword',
    'auth/email-already-in-use': 'emailExists',
    'auth/account-exists-with-different-credential': 'differentProvider',
  },
  restore: {
    'auth/invalid-email': 'generic',
    'auth/user-not-found': PROVIDER_MESSAGE,
  },
};

/** The notice for a failed identity call; anything that is not a provider error is generic. */
export const noticeForError = (call: AccountCall, error: unknown): Notice => {
  if (!(error instanceof IdentityError)) return { key: 'generic' };
  const table = ERRORS_BY_CALL[call];
  // hasOwn: a code such as 'toString' must not find the object's prototype.
  const mapped = (Object.hasOwn(table, error.code) ? table[error.code] : undefined) ?? 'generic';
  return mapped === PROVIDER_MESSAGE ? { providerMessage: error.message } : { key: mapped };
};
