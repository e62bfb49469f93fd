/** Goal 5: the wall time of `pnpm build` in the repository root; its output goes to a log file. */
import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { progress } from './log';
import { LOGS_DIR, ROOT } from './paths';
import { notMeasured, plainRow, type Row } from './rows';

export const BUILD_GOAL_SECONDS = 60;
const NAME = 'pnpm build';
const GOAL = `<= ${BUILD_GOAL_SECONDS} s`;

const timeBuild = async (): Promise<number> => {
  mkdirSync(LOGS_DIR, { recursive: true });
  const logFile = path.join(LOGS_DIR, 'build.log');
  const log = openSync(logFile, 'w');
  progress(`${NAME}: running (log: ${path.relative(ROOT, logFile)})`);
  const started = performance.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('pnpm', ['build'], { cwd: ROOT, stdio: ['ignore', log, log] });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`${NAME} exited with ${code}; see ${logFile}`);
  return (performance.now() - started) / 1000;
};

export const buildRow = async (measure: boolean): Promise<Row> => {
  if (!measure) return notMeasured(5, NAME, GOAL, 'run with --build to measure');
  const seconds = await timeBuild();
  progress(`${NAME}: ${seconds.toFixed(1)} s`);
  return plainRow(5, NAME, seconds, 's', GOAL, seconds <= BUILD_GOAL_SECONDS);
};
