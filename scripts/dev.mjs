#!/usr/bin/env node
/** `pnpm dev`: the processes of `pnpm start`, with watch servers instead of production builds. */
import { PORTS } from './ports.mjs';
import { PROCESSES } from './processes.mjs';
import { runTogether } from './run-together.mjs';

// The watch servers take their ports and the shell's registry from the webpack setup, which knows no offset.
if (PORTS.offset !== 0) {
  console.error("QA_PORT_OFFSET moves the ports of `pnpm start` only; `pnpm dev` runs on the first copy's.");
  process.exit(2);
}

const WATCH = { api: 'pnpm --filter @qa/api dev', identity: undefined };

const result = runTogether(
  PROCESSES.map((each) => ({
    ...each,
    command: each.name in WATCH ? (WATCH[each.name] ?? each.command) : `pnpm --filter @qa/${each.name} dev`,
  })),
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
