/** Where the bench reads the build from and writes its results, all from the repository root. */
import path from 'node:path';
import { ROOT } from '../../scripts/processes.mjs';

export { ROOT };
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
/** Child processes write here, so a server that fails to start can be read about afterwards. */
export const LOGS_DIR = path.join(RESULTS_DIR, 'logs');
export const SHELL_DIST = path.join(ROOT, 'shell', 'dist');
/** Inside the shell's dist, so its own static server serves the copies at /app/__bench__/. */
export const STATIC_COPIES_DIR = path.join(SHELL_DIST, '__bench__');
