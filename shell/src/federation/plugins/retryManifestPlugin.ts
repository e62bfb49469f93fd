import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from '../early/earlyAnswers';

const ATTEMPTS = 3;
const DELAY_MS = 250;
/**
 * A manifest that has not come within this time is taken as unavailable, so the page shows its fallback and
 * retry instead of loading forever. Twice what a slow phone network takes for a remote's every response.
 */
export const MANIFEST_DEADLINE_MS = 10_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class ManifestTimeoutError extends Error {
  constructor(url: string) {
    super(`${url} did not answer within ${MANIFEST_DEADLINE_MS} ms`);
    this.name = 'ManifestTimeoutError';
  }
}

const fetchWithRetries = async (url: string, init: RequestInit, signal: AbortSignal): Promise<Response> => {
  const early = await takeEarlyManifest(url);
  if (early !== undefined) return new Response(early, { headers: { 'Content-Type': 'application/json' } });
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS && !signal.aborted; attempt += 1) {
    try {
      const response = await fetch(url, { ...init, signal });
      if (response.ok || response.status < 500) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < ATTEMPTS) await wait(DELAY_MS * attempt);
  }
  throw lastError;
};

/**
 * How the shell gets a manifest: the answer the page's inline script already asked for (earlyLoad.js), else a
 * fetch retried a few times, so a remote that restarts or a dropped connection does not show the fallback at
 * once; all of it within MANIFEST_DEADLINE_MS, so a server that never answers does. One plugin: the runtime
 * runs every plugin's fetch hook, so two would fetch twice. The fallback itself is the page's boundary.
 */
const retryManifestPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'qa-retry-manifest',
  fetch(url, init) {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new ManifestTimeoutError(url)), MANIFEST_DEADLINE_MS);
    const timedOut = new Promise<never>((_, reject) =>
      deadline.signal.addEventListener('abort', () => reject(deadline.signal.reason)),
    );
    // The early answer cannot be aborted: the race gives up on it.
    return Promise.race([fetchWithRetries(url, init, deadline.signal), timedOut]).finally(() =>
      clearTimeout(timer),
    );
  },
});

export default retryManifestPlugin;
