/**
 * One API process of the built server (api/dist/server.js) on a free port, with the settings a part of the
 * suite needs, so its memory can be read and its limits set without touching the product's own servers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isUp, waitUntil } from '../../scripts/http-probe.mjs';
import { ROOT } from '../../scripts/processes.mjs';
import { freePort } from './free-port';

export interface ApiProcess {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  child: ChildProcess;
  /** Resident memory of the process, from /proc (Linux, like CI). */
  rssBytes: () => number;
  /** What the process wrote to stderr and stdout (its log lines). */
  output: () => string;
  /** SIGTERM, then waits for the exit; gives the exit code. */
  stop: () => Promise<number | null>;
}

/** Settings that make a stress test measure the API rather than its rate limiter. */
export const UNLIMITED: NodeJS.ProcessEnv = {
  RATE_LIMIT_MAX: '1000000',
  RATE_LIMIT_LEARNER_MAX: '1000000',
  SANDBOX_NEW_MAX: '1000000',
};

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  /** Node options before the script, e.g. ['--import', file]. */
  nodeArgs?: string[];
}

export interface SpawnedApi {
  port: number;
  origin: string;
  child: ChildProcess;
  /** What the process wrote to stderr and stdout so far. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Spawns the built server on a free port without waiting for it: a test of a refused start needs that. */
export const spawnApi = async ({ env = {}, nodeArgs = [] }: StartOptions = {}): Promise<SpawnedApi> => {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, path.join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      GCLOUD_PROJECT: 'demo-qa-practice',
      // PGlite serves one process: each API of a test keeps its progress in its own memory.
      PGLITE_DIR: 'memory://',
      ...env,
    },
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { port, origin: `http://127.0.0.1:${port}`, child, output: () => output, exited };
};

export const startApi = async (options: StartOptions = {}): Promise<ApiProcess> => {
  const { port, origin, child, output, exited } = await spawnApi(options);
  await waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}:\n${output()}`);
      return isUp(`${origin}/api/health`);
    },
    `the API on port ${port}`,
    20_000,
  );
  return {
    origin,
    child,
    rssBytes: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kilobytes = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
      return kilobytes * 1024;
    },
    output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
};
