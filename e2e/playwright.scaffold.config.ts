import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

/**
 * The scaffolding suite, `pnpm --filter @qa/e2e run test:scaffold`: new:challenge and new:remote in a
 * copy of the repository, built and started on the product's ports. It runs after the other suites, whose
 * servers hold those ports while they run.
 */
export default defineConfig({
  ...e2e,
  globalSetup: undefined,
  globalTeardown: undefined,
  testDir: './scaffold',
  outputDir: './test-results/scaffold',
  retries: 0,
  timeout: 120_000,
});
