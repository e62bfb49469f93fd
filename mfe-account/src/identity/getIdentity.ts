import { IdentityError, whenIdentityReady, type IdentityService } from '@qa/shared';

/**
 * How long a screen waits for the shell to provide the identity service. The shell provides it once the page is
 * usable, so a quick submit waits a moment (the service then starts the client at its first call, and fails with
 * 'auth/identity-unavailable' if that cannot load); if it never comes (a failed load, this remote on its own),
 * the screen shows the generic error instead of staying busy for ever. 30 s is the provider's own short timeout.
 */
export const IDENTITY_WAIT_MS = 30_000;

export const getIdentity = (): Promise<IdentityService> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new IdentityError('auth/identity-unavailable', 'The identity client did not start.')),
      IDENTITY_WAIT_MS,
    );
    whenIdentityReady().then((service) => {
      clearTimeout(timer);
      resolve(service);
    }, reject);
  });
