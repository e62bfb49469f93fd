import type { AppConfig } from '../config';
import { firebaseAuth } from './firebase-auth';
import { rememberVerifiedTokens } from './remembered-tokens';
import type { TokenVerifier } from './token-verifier';

/**
 * Verifies Firebase ID tokens with firebase-admin: signed tokens of the configured project, or the
 * Authentication emulator's unsigned tokens when an emulator host is configured. Each accepted token is
 * remembered until it expires.
 */
export const createFirebaseVerifier = (config: AppConfig): TokenVerifier => {
  const auth = firebaseAuth(config);
  return rememberVerifiedTokens(async (token) => {
    const decoded = await auth.verifyIdToken(token);
    return { uid: decoded.uid, claims: decoded };
  });
};
