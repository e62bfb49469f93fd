import type { AppConfig } from '../config';
import type { AccountDirectory } from './account-check';
import { firebaseAuth } from './firebase-auth';

const USER_NOT_FOUND = 'auth/user-not-found';

const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/**
 * The accounts as Firebase Authentication holds them (the emulator's locally): `disabled`, and
 * `tokensValidAfterTime`, which revoking refresh tokens moves to now, as does changing the password. A user it
 * does not find is deleted; any other failure propagates.
 */
export const createFirebaseAccounts = (config: AppConfig): AccountDirectory => {
  const auth = firebaseAuth(config);
  return {
    async standing(uid) {
      try {
        const user = await auth.getUser(uid);
        if (user.disabled) return { state: 'disabled' };
        const validAfter = user.tokensValidAfterTime && Date.parse(user.tokensValidAfterTime);
        return validAfter ? { state: 'active', signedInAfterMs: validAfter } : { state: 'active' };
      } catch (error) {
        if (errorCode(error) === USER_NOT_FOUND) return { state: 'deleted' };
        throw error;
      }
    },
    revokeSessions: (uid) => auth.revokeRefreshTokens(uid),
  };
};
