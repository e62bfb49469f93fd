/**
 * Runs processes side by side, each line prefixed with its process's name, with the project's node_modules/.bin
 * first on PATH: what `pnpm start`, `pnpm dev` and `pnpm serve` share.
 */
import concurrently from 'concurrently';
import path from 'node:path';
import { ROOT } from './ports.mjs';

const BIN = path.join(ROOT, 'node_modules', '.bin');

/**
 * @param {{ name: string, command: string, cwd: string, env?: Record<string, string> }[]} processes
 * @param {{ killOthersOn?: Array<'failure' | 'success'> }} [options]  by default one that fails stops the others
 * @returns {Promise<unknown>} settles once every process has ended; rejects when any failed
 */
export const runTogether = (processes, { killOthersOn = ['failure'] } = {}) =>
  concurrently(
    processes.map(({ name, command, cwd, env }) => ({
      name,
      command,
      cwd,
      env: { ...env, PATH: `${BIN}${path.delimiter}${process.env.PATH}` },
    })),
    { prefix: 'name', killOthersOn, handleInput: false },
  ).result;
