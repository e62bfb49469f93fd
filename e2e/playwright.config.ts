import { defineConfig } from '@playwright/test';

/**
 * End-to-end suites against the real servers (started by global-setup from scripts/processes.mjs) in
 * Debian's Chromium: Playwright cannot download its own browser on this machine.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  // One worker: a test stops a remote's server, which the others must not see.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
