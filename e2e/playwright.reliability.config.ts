import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

/**
 * The reliability suite, `pnpm test:reliability`. The API parts (fuzz, load, tokens, sandboxes)
 * start API processes of their own with the settings each needs; the browser parts (remotes, markup) run
 * against the product's servers, started by the `servers` project only when one of them runs.
 */
export default defineConfig({
  ...e2e,
  globalSetup: undefined,
  globalTeardown: undefined,
  testDir: './reliability',
  outputDir: './test-results/reliability',
  // The load part alone runs two minutes.
  timeout: 180_000,
  projects: [
    { name: 'servers', testMatch: 'support/servers.setup.ts', teardown: 'stop servers' },
    { name: 'stop servers', testMatch: 'support/servers.teardown.ts' },
    { name: 'api', testMatch: 'api/**/*.spec.ts' },
    { name: 'browser', testMatch: 'browser/**/*.spec.ts', dependencies: ['servers'] },
  ],
});
