#!/usr/bin/env node
/** `pnpm start`: every process of scripts/processes.mjs at once; Ctrl-C stops them all. */
import { PORTS } from './ports.mjs';
import { PROCESSES } from './processes.mjs';
import { runTogether } from './run-together.mjs';

const result = runTogether(PROCESSES);

console.log(
  `QA Practice Simulator: http://localhost:${PORTS.apps.shell}/app/ (API http://localhost:${PORTS.api}). Ctrl-C stops everything.`,
);
result.then(
  () => process.exit(0),
  () => process.exit(process.exitCode ?? 1),
);
