/** The admin command of docs/operations.md that gives a user the Interview Assessment, run against the emulator. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { IDENTITY_URL } from '../../scripts/identity-config.mjs';
import { PROJECT_ID, ROOT } from '../../scripts/processes.mjs';

export const setSubscription = async (email: string): Promise<void> => {
  const api = path.join(ROOT, 'api');
  await promisify(execFile)(
    path.join(api, 'node_modules', '.bin', 'tsx'),
    ['scripts/subscription.ts', 'set', email],
    {
      cwd: api,
      env: {
        ...process.env,
        FIREBASE_AUTH_EMULATOR_HOST: new URL(IDENTITY_URL).host,
        FIREBASE_PROJECT_ID: PROJECT_ID,
      },
    },
  );
};
