/**
 * The Interview Assessment's "active subscription" (DESIGN.md): a custom claim on the identity token, set and
 * cleared by an admin script (scripts/subscription.ts) and checked by the server.
 */
export const SUBSCRIPTION_CLAIM = 'subscription';
export const ACTIVE_SUBSCRIPTION = 'active';

export const hasActiveSubscription = (claims: Readonly<Record<string, unknown>>): boolean =>
  claims[SUBSCRIPTION_CLAIM] === ACTIVE_SUBSCRIPTION;

/** The part of firebase-admin's Auth that changing the claim needs; tests hand in a fake. */
export interface ClaimsAdmin {
  getUserByEmail(email: string): Promise<{ uid: string; customClaims?: Record<string, unknown> }>;
  setCustomUserClaims(uid: string, claims: Record<string, unknown>): Promise<void>;
}

/** The account does not exist, or the address cannot be one; the message says which, for the admin. */
export class SubscriptionUserError extends Error {
  override name = 'SubscriptionUserError';
}

/** firebase-admin's codes for an address it will not look up; anything else is a real failure and propagates. */
const USER_ERRORS: ReadonlyMap<string, (email: string) => string> = new Map([
  ['auth/user-not-found', (email: string) => `No user is registered with the email "${email}".`],
  ['auth/invalid-email', (email: string) => `"${email}" is not a valid email address.`],
]);

const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/**
 * Sets (`active` true) or clears the subscription claim of the user with `email`, keeping their other custom
 * claims (Firebase replaces the whole set on every write). Resolves to the user's id and claims now.
 */
export async function setSubscription(
  auth: ClaimsAdmin,
  email: string,
  active: boolean,
): Promise<{ uid: string; claims: Record<string, unknown> }> {
  const user = await auth.getUserByEmail(email).catch((error: unknown) => {
    const code = errorCode(error);
    const message = typeof code === 'string' ? USER_ERRORS.get(code) : undefined;
    throw message ? new SubscriptionUserError(message(email)) : error;
  });
  const { [SUBSCRIPTION_CLAIM]: _previous, ...others } = user.customClaims ?? {};
  const claims = active ? { ...others, [SUBSCRIPTION_CLAIM]: ACTIVE_SUBSCRIPTION } : others;
  await auth.setCustomUserClaims(user.uid, claims);
  return { uid: user.uid, claims };
}
