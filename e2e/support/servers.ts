/**
 * Starts and stops the product's real processes (scripts/processes.mjs) for the suite. Each runs in its own
 * process group so a test can stop one server (a remote that is down) and start it again.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isUp, waitUntil } from '../../scripts/http-probe.mjs';
import { PROCESSES, ROOT } from '../../scripts/processes.mjs';

type ProcessName = (typeof PROCESSES)[number]['name'];

const STATE_FILE = path.join(ROOT, 'e2e', 'test-results', 'servers.json');
const BIN = path.join(ROOT, 'node_modules', '.bin');
/** The API's embedded database for the suite: fresh each run, never the folder of a developer's `pnpm start`. */
const SUITE_PGLITE_DIR = path.join(tmpdir(), 'qa-e2e-pglite');
/**
 * The Game's rounds are short and always draw the same three challenges (of both groups it draws from), so a
 * test plays a whole round and knows the forms it meets; only the order stays random.
 */
export const SUITE_GAME = {
  roundSeconds: 25,
  pool: ['exploratory_calculator', 'exploratory_triangle', 'generator_attractor'],
} as const;
/** An interview session long enough for a test's three tasks, short enough to wait for its clock to end. */
export const SUITE_INTERVIEW_SECONDS = 45;
const SUITE_ENV: Partial<Record<ProcessName, NodeJS.ProcessEnv>> = {
  api: {
    INTERVIEW_SECONDS: String(SUITE_INTERVIEW_SECONDS),
    PGLITE_DIR: SUITE_PGLITE_DIR,
    GAME_ROUND_SECONDS: String(SUITE_GAME.roundSeconds),
    GAME_POOL: SUITE_GAME.pool.join(','),
  },
};

const readState = (): Record<string, number> =>
  existsSync(STATE_FILE) ? (JSON.parse(readFileSync(STATE_FILE, 'utf8')) as Record<string, number>) : {};

const writeState = (state: Record<string, number>) => writeFileSync(STATE_FILE, JSON.stringify(state));

const definition = (name: ProcessName) => {
  const found = PROCESSES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`unknown process ${name}`);
  return found;
};

/** Starts a process unless something already answers on its URL (a developer's running `pnpm start`). */
export const startServer = async (name: ProcessName): Promise<void> => {
  const { command, cwd, url, env } = { env: {}, ...definition(name) };
  if (await isUp(url)) return;
  const child = spawn(command, {
    cwd,
    shell: true,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      ...SUITE_ENV[name],
      PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`,
    },
  });
  child.unref();
  writeState({ ...readState(), [name]: child.pid ?? 0 });
  await waitUntil(() => isUp(url), name);
};

/** Stops a process this suite started, and waits until its port no longer answers. */
export const stopServer = async (name: ProcessName): Promise<void> => {
  const state = readState();
  const pid = state[name];
  if (pid) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  delete state[name];
  writeState(state);
  await waitUntil(async () => !(await isUp(definition(name).url)), `${name} stopping`, 15_000);
};

export const startAll = async () => {
  rmSync(SUITE_PGLITE_DIR, { recursive: true, force: true });
  // The identity emulator and the API start first; the static servers are quick.
  await Promise.all(PROCESSES.map((process) => startServer(process.name)));
};

export const stopAll = async () => {
  for (const name of Object.keys(readState())) await stopServer(name as ProcessName).catch(() => undefined);
};
