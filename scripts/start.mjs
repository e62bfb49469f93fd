#!/usr/bin/env node
/** `pnpm start`: every process of scripts/processes.mjs at once; Ctrl-C stops them all. */
import concurrently from 'concurrently';
import path from 'node:path';
import { PORTS } from './ports.mjs';
import { PROCESSES, ROOT } from './processes.mjs';

const bin = path.join(ROOT, 'node_modules', '.bin');
const { result } = concurrently(
  PROCESSES.map(({ name, command, cwd, env }) => ({
    name,
    command,
    cwd,
    env: { ...env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
  })),
  { prefix: 'name', killOthersOn: ['failure'], handleInput: false },
);

console.log(
  `QA Practice Simulator: http://localhost:${PORTS.apps.shell}/app/ (API http://localhost:${PORTS.api}). Ctrl-C stops everything.`,
);
result.then(
  () => process.exit(0),
  () => process.exit(process.exitCode ?? 1),
);
