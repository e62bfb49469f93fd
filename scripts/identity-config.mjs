/** Talks to the Authentication emulator's own REST API (http://127.0.0.1:<identity port>/emulator/v1/...). */
import { PORTS } from './ports.mjs';
import { PROJECT_ID } from './processes.mjs';

/** This copy's emulator (scripts/ports.mjs). */
export const IDENTITY_URL = `http://127.0.0.1:${PORTS.identity}`;
/** The emulator's sign-up call, as the sign-up page makes it (any API key is accepted). */
export const SIGN_UP_URL = `${IDENTITY_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`;

export const waitForIdentityEmulator = async (timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${IDENTITY_URL}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${IDENTITY_URL} within ${timeoutMs} ms`);
};

/** Idempotent: the end-to-end setup calls it again in case it reuses an emulator started elsewhere. */
export const configureIdentityEmulator = async () => {
  const response = await fetch(`${IDENTITY_URL}/emulator/v1/projects/${PROJECT_ID}/config`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  });
  if (!response.ok) throw new Error(`emulator config answered ${response.status}`);
};

/**
 * The emulator suite's configuration (what a firebase.json holds) for one copy's identity port. The hub and the
 * logging server take the first free port from their defaults (4400, 4500), so two copies never ask for one port.
 */
export const emulatorConfig = (identityPort) => ({
  emulators: {
    auth: { host: '127.0.0.1', port: identityPort },
    ui: { enabled: false },
    hub: { host: '127.0.0.1' },
    logging: { host: '127.0.0.1' },
    singleProjectMode: true,
  },
});
