import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A test's server: any free port on loopback, its start logged, progress in memory (never a running server's). */
export const TEST_SERVER_ENV = {
  PATH: process.env.PATH,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  PGLITE_DIR: 'memory://',
};

/** Generous: tsx compiles the server and PGlite starts, which a CI machine busy with other suites slows down. */
const STARTUP_TIMEOUT_MS = 60_000;

/** Waits for a started server's "Server listening at <url>" log line (Fastify's, on stdout) and gives the url. */
export const listeningUrl = (server: ChildProcess): Promise<string> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the server did not start listening')),
      STARTUP_TIMEOUT_MS,
    );
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    createInterface({ input: server.stdout! }).on('line', (line) => {
      const url = /Server listening at (http:\/\/[^"\s]+)/.exec(line)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
  });
