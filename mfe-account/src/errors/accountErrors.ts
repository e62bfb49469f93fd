import { IdentityError } from '@qa/shared';
import type { ValidationKey } from '../validation/accountValidation';

/** Keys of the 'notices' texts: every message the account screens show in their dialog (SPEC §8). */
export type NoticeKey =
  | 'errorCredentials'
  | 'generic'
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

/** A refusal of what was typed in one field: shown at that field, like the form's own checks. */
export interface FieldFailure {
  field: 'email' | 'password';
  key: ValidationKey;
}

/** What a failed identity call shows: at a field when it names one, in the dialog otherwise. */
export type Failure = Notice | FieldFailure;

export type AccountCall = 'login' | 'register' | 'restore';

/** The provider's refusals of a field's value, the same on every screen. */
const FIELD_FAILURES: Readonly<Record<string, FieldFailure>> = {
  'auth/invalid-email': { field: 'email', key: 'invalidEmail' },
  'auth/missing-email': { field: 'email', key: 'emptyEmail' },
  'auth/missing-password': { field: 'password', key: 'shortPassword' },
  'auth/weak-password': { field: 'password', key: 'weakPassword' },
  'auth/password-does-not-meet-requirements': { field: 'password', key: 'weakPassword' },
};

/** Marks a code whose dialog shows the provider's message rather than one of ours. */
const PROVIDER_MESSAGE = 'providerMessage';

/** SPEC §8, per screen: the provider's error code and what the user reads; any other code is generic. */
const ERRORS_BY_CALL: Record<AccountCall, Readonly<Record<string, NoticeKey | typeof PROVIDER_MESSAGE>>> = {
  login: {
    'auth/wrong-password': 'errorCredentials',
    'auth/invalid-credential': 'errorCredentials',
  },
  register: {
    'auth/email-already-in-use': 'emailExists',
    'auth/account-exists-with-different-credential': 'differentProvider',
  },
  restore: {
    'auth/user-not-found': PROVIDER_MESSAGE,
  },
};

/** What a failed identity call shows; anything that is not a provider error is generic. */
export const failureOf = (call: AccountCall, error: unknown): Failure => {
  if (!(error instanceof IdentityError)) return { key: 'generic' };
  // hasOwn: a code such as 'toString' must not find the object's prototype.
  if (Object.hasOwn(FIELD_FAILURES, error.code)) return FIELD_FAILURES[error.code]!;
  const table = ERRORS_BY_CALL[call];
  const mapped = (Object.hasOwn(table, error.code) ? table[error.code] : undefined) ?? 'generic';
  return mapped === PROVIDER_MESSAGE ? { providerMessage: error.message } : { key: mapped };
};
