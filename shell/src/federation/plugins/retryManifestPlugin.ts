import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from '../early/earlyAnswers';

const ATTEMPTS = 3;
const DELAY_MS = 250;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How the shell gets a manifest: the answer the page's inline script already asked for (earlyLoad.js), else a
 * fetch retried a few times, so a remote that restarts or a dropped connection does not show the fallback at
 * once. One plugin: the runtime runs every plugin's fetch hook, so two would fetch twice. The fallback itself
 * is the page's boundary.
 */
const retryManifestPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'qa-retry-manifest',
  async fetch(url, init) {
    const early = await takeEarlyManifest(url);
    if (early !== undefined) return new Response(early, { headers: { 'Content-Type': 'application/json' } });
    let lastError: unknown;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      try {
        const response = await fetch(url, init);
        if (response.ok || response.status < 500) return response;
        lastError = new Error(`${url} answered ${response.status}`);
      } catch (error) {
        lastError = error;
      }
      if (attempt < ATTEMPTS) await wait(DELAY_MS * attempt);
    }
    throw lastError;
  },
});

export default retryManifestPlugin;
