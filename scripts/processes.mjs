/**
 * Every process of the product, in one list used by `pnpm start` (scripts/start.mjs) and by the end-to-end
 * suite (e2e/playwright.config.ts): name, command, working folder, and the URL that answers once it is ready.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-qa-practice';

const app = (name, port, base = '') => ({
  name,
  command: `node scripts/serve-static.mjs ${name}/dist ${port}${base ? ` --base ${base}` : ''}`,
  cwd: ROOT,
  port,
  url: `http://localhost:${port}${base ? `${base}/` : '/index.html'}`,
});

export const PROCESSES = [
  {
    name: 'api',
    command: 'node api/dist/server.js',
    cwd: ROOT,
    port: 8080,
    url: 'http://localhost:8080/api/health',
    env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', GCLOUD_PROJECT: PROJECT_ID },
  },
  {
    name: 'identity',
    // No UI and no prompts: it runs offline with the project's firebase.json (scripts/identity-emulator.mjs).
    command: 'node scripts/identity-emulator.mjs',
    cwd: ROOT,
    port: 9099,
    url: 'http://127.0.0.1:9099/',
  },
  app('shell', 3000, '/app'),
  app('mfe-learn', 3001),
  app('mfe-generator-gherkin', 3002),
  app('mfe-scripted', 3003),
  app('mfe-exploratory-api', 3004),
  app('mfe-functional', 3005),
  app('mfe-account', 3006),
];
