/** The API as deployed (api/dist/server.js), started by the bench on a port of its own beside the product's. */
import { PROJECT_ID } from '../../scripts/processes.mjs';
import { freePort } from './free-port';
import { ROOT } from './paths';
import { startService } from './services';

/**
 * What the API is set up with that the bench's Express peer reads too (express-peer.mjs): the rate limiter stays
 * on with the highest limits the API accepts (api/src/config.ts), per minute and far above what the bench sends
 * (by address, and by learner); the shell's origin for CORS.
 */
export const BENCH_API_SETTINGS: Record<string, string> = {
  RATE_LIMIT_MAX: '1000000',
  RATE_LIMIT_LEARNER_MAX: '1000000',
  ALLOWED_ORIGINS: 'http://localhost:3000',
};

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
        ...BENCH_API_SETTINGS,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        GCLOUD_PROJECT: PROJECT_ID,
        ...env,
      },
    },
    { reuse: false },
  );
  return `http://localhost:${port}`;
};
