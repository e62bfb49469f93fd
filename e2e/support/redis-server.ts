import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { freePort } from './free-port';

export interface RedisServer {
  url: string;
  /** Stops the server (as if it went away); `start` brings it back on the same port, empty. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A real Redis server for one test file, the API's unit tests' and the reliability suite's (Debian's redis-server:
 * `scripts/ensure-redis.sh`, which `pnpm test:unit` and `test:reliability` run first), on a free port of the
 * loopback address, keeping nothing on disk.
 */
export const startRedisServer = async (): Promise<RedisServer> => {
  const port = await freePort();
  let running: ChildProcess | undefined;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      running = child;
      const timer = setTimeout(() => reject(new Error('redis-server did not start')), 10_000);
      child.once('error', reject);
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (line.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!running || running.exitCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
};
