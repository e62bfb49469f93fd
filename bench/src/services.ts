/**
 * Starts a server as a child process in its own process group (so stopping it also stops what its shell
 * started), reuses one that already answers, and stops only what it started: at the end, on failure or on
 * Ctrl-C (through cleanup.ts), and as a last resort when the bench process exits.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { onCleanup } from './cleanup';
import { isUp, waitUntil } from '../../scripts/http-probe.mjs';
import { progress } from './log';
import { LOGS_DIR, ROOT } from './paths';

export interface Service {
  name: string;
  command: string;
  cwd: string;
  /** Answers (status below 500) once the server is ready. */
  url: string;
  env?: Record<string, string>;
}

export interface Started {
  name: string;
  /** True when something already answered: it is used but not stopped. */
  reused: boolean;
}

const BIN = path.join(ROOT, 'node_modules', '.bin');
const STOP_TIMEOUT_MS = 10_000;
const running = new Set<number>();

// Synchronous and unconditional: a crash that skips cleanup still leaves no server behind.
process.on('exit', () => {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

const signalGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
};

export const startService = async (
  service: Service,
  { reuse = true, timeoutMs = 90_000 } = {},
): Promise<Started> => {
  if (reuse && (await isUp(service.url))) {
    progress(`${service.name}: already running at ${service.url}, reused`);
    return { name: service.name, reused: true };
  }
  mkdirSync(LOGS_DIR, { recursive: true });
  const logFile = path.join(LOGS_DIR, `${service.name}.log`);
  const log = openSync(logFile, 'w');
  const child = spawn(service.command, {
    cwd: service.cwd,
    shell: true,
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, ...service.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${service.name} could not be started`);
  running.add(pid);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      running.delete(pid);
      resolve();
    }),
  );
  onCleanup(async () => {
    if (exited) return;
    signalGroup(pid, 'SIGTERM');
    const timeout = new Promise<'timeout'>((resolve) =>
      setTimeout(resolve, STOP_TIMEOUT_MS, 'timeout').unref(),
    );
    if ((await Promise.race([exit, timeout])) === 'timeout') signalGroup(pid, 'SIGKILL');
    progress(`${service.name}: stopped`);
  });
  await waitUntil(
    async () => {
      if (exited) throw new Error(`${service.name} exited while starting; see ${logFile}`);
      return isUp(service.url);
    },
    `${service.name} at ${service.url}`,
    timeoutMs,
  );
  progress(`${service.name}: started (log: ${path.relative(ROOT, logFile)})`);
  return { name: service.name, reused: false };
};
