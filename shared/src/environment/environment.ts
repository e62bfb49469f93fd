import { LOCAL_API_PORT, LOCAL_IDENTITY_PORT, portOffsetOf } from './localPorts';

/**
 * Which environment the page runs in (SPEC §9): hostname localhost selects local (the API and the identity
 * emulator on their local ports of the same host, moved as the page's own port is: localPorts.ts), a hostname
 * containing 'stg' selects staging, any other production. Staging and production values come
 * from the build (webpack DefinePlugin, see docs/operations.md "Configuration").
 */
export type EnvironmentName = 'local' | 'staging' | 'production';

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Set only in local mode: the Authentication emulator. */
  emulatorUrl?: string;
}

export interface Environment {
  name: EnvironmentName;
  apiBaseUrl: string;
  firebase: FirebaseSettings;
  measurementId: string;
}

declare const process: { env: Record<string, string | undefined> };

/** Build-time settings; `process.env.X` is replaced by webpack, and absent under Jest. */
const built = (read: () => string | undefined): string => {
  try {
    return read() ?? '';
  } catch {
    return '';
  }
};

export const LOCAL_PROJECT_ID = 'demo-qa-practice';

export const environmentName = (hostname: string): EnvironmentName => {
  if (hostname === 'localhost' || hostname === '127.0.0.1') return 'local';
  if (hostname.includes('stg')) return 'staging';
  return 'production';
};

export const resolveEnvironment = (location: { hostname: string; origin: string }): Environment => {
  const name = environmentName(location.hostname);
  if (name === 'local') {
    const offset = portOffsetOf(Number(new URL(location.origin).port));
    return {
      name,
      apiBaseUrl: `http://${location.hostname}:${LOCAL_API_PORT + offset}`,
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: location.hostname,
        projectId: LOCAL_PROJECT_ID,
        emulatorUrl: `http://${location.hostname}:${LOCAL_IDENTITY_PORT + offset}`,
      },
      measurementId: '',
    };
  }
  return {
    name,
    apiBaseUrl: built(() => process.env.QA_API_URL) || location.origin,
    firebase: {
      apiKey: built(() => process.env.QA_FIREBASE_API_KEY),
      authDomain: built(() => process.env.QA_FIREBASE_AUTH_DOMAIN),
      projectId: built(() => process.env.QA_FIREBASE_PROJECT_ID),
    },
    measurementId: built(() => process.env.QA_MEASUREMENT_ID),
  };
};

export const environment: Environment = resolveEnvironment(
  globalThis.location ?? {
    hostname: 'localhost',
    origin: 'http://localhost:3000',
  },
);
