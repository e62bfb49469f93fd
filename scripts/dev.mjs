#!/usr/bin/env node
/** `pnpm dev`: the processes of `pnpm start`, with watch servers instead of production builds. */
import concurrently from 'concurrently';
import path from 'node:path';
import { PORTS } from './ports.mjs';
import { PROCESSES, ROOT } from './processes.mjs';

// The watch servers take their ports and the shell's registry from the webpack setup, which knows no offset.
if (PORTS.offset !== 0) {
  console.error("QA_PORT_OFFSET moves the ports of `pnpm start` only; `pnpm dev` runs on the first copy's.");
  process.exit(2);
}

const WATCH = { api: 'pnpm --filter @qa/api dev', identity: undefined };
const bin = path.join(ROOT, 'node_modules', '.bin');

const { result } = concurrently(
  PROCESSES.map(({ name, command, cwd, env }) => ({
    name,
    command: name in WATCH ? (WATCH[name] ?? command) : `pnpm --filter @qa/${name} dev`,
    cwd,
    env: { ...env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
  })),
  { prefix: 'name', killOthersOn: ['failure'], handleInput: false },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
