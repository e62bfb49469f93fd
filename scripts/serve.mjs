#!/usr/bin/env node
/**
 * `pnpm serve`: the product on one server without the identity emulator, from the apps `pnpm build` made: the API
 * (api/dist/server.js) in production, or in staging when APP_ENV says so, and every page from one port
 * (serve-pages.mjs). Both are configured by the environment only (docs/operations.md "One server, no emulator").
 * What the pages cannot be served with is refused before anything starts; the API refuses its own settings itself
 * (api/src/config.ts), which stops the pages too. Ctrl-C or SIGTERM stops both.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { portsOf, ROOT } from './ports.mjs';
import { runTogether } from './run-together.mjs';
import { pagesSettings, refusalOf } from './serve-pages.mjs';

/** Local mode needs the identity emulator, which `pnpm start` runs. */
const SERVED_ENVS = ['production', 'staging'];

const appEnv = process.env.APP_ENV?.trim() || 'production';
const problems = [];
if (!SERVED_ENVS.includes(appEnv)) {
  problems.push(
    `APP_ENV must be production (the default) or staging, got "${appEnv}": pnpm start runs the product locally.`,
  );
}
if (!existsSync(path.join(ROOT, 'api', 'dist', 'server.js'))) {
  problems.push('api/dist has no server.js: build the apps first (pnpm build).');
}
const pages = pagesSettings(process.env, ROOT);
problems.push(...pages.problems);
if (problems.length > 0) {
  console.error(refusalOf('pnpm serve', problems));
  process.exit(1);
}

// Each process as scripts/processes.mjs lists them for pnpm start; both inherit this environment.
const PROCESSES = [
  { name: 'api', command: 'node api/dist/server.js', cwd: ROOT, env: { APP_ENV: appEnv } },
  { name: 'pages', command: 'node scripts/serve-pages.mjs', cwd: ROOT },
];

// A stop asked for is a clean end, though the children, killed by it, report the signal.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => (stopping = true));

// Either half alone is no product: whichever ends, refused or stopped, ends the other.
const result = runTogether(PROCESSES, { killOthersOn: ['failure', 'success'] });

const apiPort = process.env.PORT?.trim() || portsOf(0).api;
console.log(
  `QA Practice Simulator (${appEnv}): pages on port ${pages.port} under /app/, ` +
    `API on port ${apiPort}. Ctrl-C stops both.`,
);
result.then(
  () => process.exit(0),
  () => process.exit(stopping ? 0 : (process.exitCode ?? 1)),
);
