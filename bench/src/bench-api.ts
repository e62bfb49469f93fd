/** The API as deployed (api/dist/server.js), started by the bench on a port of its own beside the product's. */
import { PROJECT_ID } from '../../scripts/processes.mjs';
import { freePort } from './free-port';
import { ROOT } from './paths';
import { startService } from './services';

/** `env` adds to or replaces the defaults below (the database, above all). */
export const startBenchApi = async (name: string, env: Record<string, string> = {}): Promise<string> => {
  const port = await freePort(8091);
  await startService(
    {
      name,
      command: 'node api/dist/server.js',
      cwd: ROOT,
      url: `http://localhost:${port}/api/health`,
      env: {
        PORT: String(port),
        // Its own embedded database: PGlite serves one process, and the product's API may be running beside it.
        PGLITE_DIR: 'memory://',
        // The rate limiter stays on; these are the highest limits the API accepts (api/src/config.ts), per
        // minute and far above what the bench sends (by address, and by learner).
        RATE_LIMIT_MAX: '1000000',
        RATE_LIMIT_LEARNER_MAX: '1000000',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        GCLOUD_PROJECT: PROJECT_ID,
        ALLOWED_ORIGINS: 'http://localhost:3000',
        ...env,
      },
    },
    { reuse: false },
  );
  return `http://localhost:${port}`;
};
