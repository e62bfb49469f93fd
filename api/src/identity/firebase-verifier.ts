import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { AppConfig } from '../config';
import { rememberVerifiedTokens } from './remembered-tokens';
import type { TokenVerifier } from './token-verifier';

const APP_NAME = 'qa-practice-api';

/**
 * Verifies Firebase ID tokens with firebase-admin: signed tokens of the configured project, or the
 * Authentication emulator's unsigned tokens when an emulator host is configured (never in production,
 * which config.ts refuses). Each accepted token is remembered until it expires.
 */
export const createFirebaseVerifier = (config: AppConfig): TokenVerifier => {
  // firebase-admin reads the emulator host from the environment only, so the config's value is put there.
  if (config.firebaseAuthEmulatorHost)
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebaseAuthEmulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const app =
    getApps().find((candidate) => candidate.name === APP_NAME) ??
    initializeApp({ projectId: config.firebaseProjectId }, APP_NAME);
  const auth = getAuth(app);
  return rememberVerifiedTokens(async (token) => {
    const decoded = await auth.verifyIdToken(token);
    return { uid: decoded.uid, claims: decoded };
  });
};
