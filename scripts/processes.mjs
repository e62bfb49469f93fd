/**
 * Every process of the product, in one list used by `pnpm start` (scripts/start.mjs) and by the end-to-end
 * suite (e2e/playwright.config.ts): name, command, working folder, and the URL that answers once it is ready.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-qa-practice';
/**
 * Each app's port by federation name (shell, mfe_learn, ...), as the webpack builds read it.
 * @type {Record<string, number>}
 */
export const PORTS = JSON.parse(readFileSync(path.join(ROOT, 'tooling', 'webpack', 'ports.json'), 'utf8'));

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
  // Each app's folder is its federation name in kebab case (mfe_learn: mfe-learn/).
  ...Object.entries(PORTS).map(([name, port]) =>
    app(name.replaceAll('_', '-'), port, name === 'shell' ? '/app' : ''),
  ),
];
