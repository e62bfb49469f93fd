import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { AppConfig } from '../config';

const APP_NAME = 'qa-practice-api';

/**
 * firebase-admin's Auth for the configured project, or for the Authentication emulator when an emulator host is
 * configured (never in production, which config.ts refuses). One app serves the verifier and the directory.
 */
export const firebaseAuth = (config: AppConfig): Auth => {
  // firebase-admin reads the emulator host from the environment only, so the config's value is put there.
  if (config.firebaseAuthEmulatorHost)
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebaseAuthEmulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const app =
    getApps().find((candidate) => candidate.name === APP_NAME) ??
    initializeApp({ projectId: config.firebaseProjectId }, APP_NAME);
  return getAuth(app);
};
