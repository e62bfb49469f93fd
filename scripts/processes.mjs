/**
 * Every process of the product, in one list used by `pnpm start` (scripts/start.mjs) and by the end-to-end
 * suite (e2e/playwright.config.ts): name, command, working folder, and the URL that answers once it is ready.
 * The ports are this copy's (scripts/ports.mjs: QA_PORT_OFFSET moves them all).
 */
import path from 'node:path';
import { PORTS as COPY, ROOT } from './ports.mjs';

export { ROOT };
export const PROJECT_ID = 'demo-qa-practice';
/**
 * Each app's port by federation name (shell, mfe_learn, ...), as the webpack builds read it, moved to this copy.
 * @type {Record<string, number>}
 */
export const PORTS = COPY.apps;

const app = (name, port, base = '') => ({
  name,
  command: `node scripts/serve-static.mjs ${name}/dist ${port}${base ? ` --base ${base}` : ''}`,
  cwd: ROOT,
  port,
  url: `http://localhost:${port}${base ? `${base}/` : '/index.html'}`,
});

/**
 * The API answers this copy's pages: the shell and each remote's own page (a mode deployed on its own calls it
 * from its origin). Another copy keeps its own data: two servers on one PGlite directory are not supported. A value
 * set in the environment is kept.
 */
const copyEnv = () => ({
  ALLOWED_ORIGINS:
    process.env.ALLOWED_ORIGINS ??
    Object.values(COPY.apps)
      .map((port) => `http://localhost:${port}`)
      .join(','),
  ...(COPY.offset !== 0 &&
    process.env.DATABASE_URL === undefined && {
      PGLITE_DIR: process.env.PGLITE_DIR ?? path.join(ROOT, 'api', '.data', `pglite-${COPY.offset}`),
    }),
});

export const PROCESSES = [
  {
    name: 'api',
    command: 'node api/dist/server.js',
    cwd: ROOT,
    port: COPY.api,
    url: `http://localhost:${COPY.api}/api/health`,
    env: {
      PORT: String(COPY.api),
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${COPY.identity}`,
      GCLOUD_PROJECT: PROJECT_ID,
      ...copyEnv(),
    },
  },
  {
    name: 'identity',
    // No UI and no prompts: it runs offline with a configuration of this copy's ports (scripts/identity-emulator.mjs).
    command: 'node scripts/identity-emulator.mjs',
    cwd: ROOT,
    port: COPY.identity,
    url: `http://127.0.0.1:${COPY.identity}/`,
  },
  // Each app's folder is its federation name in kebab case (mfe_learn: mfe-learn/).
  ...Object.entries(PORTS).map(([name, port]) =>
    app(name.replaceAll('_', '-'), port, name === 'shell' ? '/app' : ''),
  ),
];
