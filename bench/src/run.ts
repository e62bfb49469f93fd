/**
 * `pnpm bench`: starts what it needs, takes every measurement of the performance goals, prints the table and writes it
 * to bench/results/. Exits 1 when a measurement could not be taken, not when a goal is missed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiRows } from './api-rows';
import { measureApiThroughput } from './api-throughput';
import { buildRow } from './build-time';
import { ensureChromium } from './chromium';
import { cleanup, cleanUpOnSignals } from './cleanup';
import { recordCriticalPath } from './critical-path';
import { describeEnvironment } from './environment';
import { journeyRows } from './journey-rows';
import { measureJourneys } from './journeys';
import { progress } from './log';
import { parseOptions, USAGE, type Options } from './options';
import { firstLoadRow, pageRows } from './page-rows';
import { measureFirstLoadJs } from './first-load-js';
import { pathRows } from './path-rows';
import { measurePages } from './pages-group';
import { startProductServers } from './product-servers';
import { renderReport } from './report';
import type { BenchResults } from './results';
import { writeResults } from './results-file';
import { errorRow, notMeasured, type Row } from './rows';
import { ROOT, SHELL_DIST } from './paths';

const BUILD_OUTPUTS = [path.join(SHELL_DIST, 'index.html'), path.join(ROOT, 'api', 'dist', 'server.js')];

const skipped = (options: Options): Row[] => {
  const why = `not in --only ${options.groups.join(',')}`;
  return [
    ...(options.groups.includes('pages')
      ? []
      : [notMeasured(1, 'pages with Lighthouse', '', why), notMeasured(3, 'first-load JS', '', why)]),
    ...(options.groups.includes('path') ? [] : [notMeasured(2, 'critical path', '', why)]),
    ...(options.groups.includes('journeys') ? [] : [notMeasured(6, 'journeys', '', why)]),
    ...(options.groups.includes('api') ? [] : [notMeasured(4, 'API throughput', '', why)]),
  ];
};

/** Goals 1 to 3 and 6 to 8 need the product running and a browser; a group's failure is reported, not fatal. */
const measureInBrowser = async (options: Options, results: BenchResults) => {
  const wantsPages = options.groups.includes('pages');
  const wantsPath = options.groups.includes('path');
  const wantsJourneys = options.groups.includes('journeys');
  if (!wantsPages && !wantsPath && !wantsJourneys) return;
  try {
    ensureChromium();
    progress('starting the product servers (scripts/processes.mjs)');
    await startProductServers();
  } catch (error) {
    if (wantsPages)
      results.rows.push(errorRow(1, 'pages with Lighthouse', error), errorRow(3, 'first-load JS', error));
    if (wantsPath) results.rows.push(errorRow(2, 'critical path', error));
    if (wantsJourneys) results.rows.push(errorRow(6, 'journeys', error));
    return;
  }
  if (wantsPages) {
    try {
      results.pages = await measurePages(options.runs);
      results.rows.push(...pageRows(results.pages));
      progress('first-load JS: the challenge page until it is usable');
      results.rows.push(firstLoadRow(await measureFirstLoadJs()));
    } catch (error) {
      results.rows.push(errorRow(1, 'pages with Lighthouse', error), errorRow(3, 'first-load JS', error));
    }
  }
  if (wantsPath) {
    try {
      progress('critical path: loading the challenge page in Chromium');
      results.criticalPath = await recordCriticalPath();
      results.rows.push(...pathRows(results.criticalPath));
    } catch (error) {
      results.rows.push(errorRow(2, 'critical path', error));
    }
  }
  if (wantsJourneys) {
    try {
      progress('journeys: next challenge, submit to result, repeat visit (mobile preset)');
      results.journeys = await measureJourneys();
      results.rows.push(...journeyRows(results.journeys));
    } catch (error) {
      results.rows.push(errorRow(6, 'journeys', error));
    }
  }
};

const measureApi = async (options: Options, results: BenchResults) => {
  if (!options.groups.includes('api')) return;
  try {
    results.api = await measureApiThroughput();
    results.rows.push(...apiRows(results.api));
  } catch (error) {
    results.rows.push(errorRow(4, 'API throughput', error));
  }
};

const main = async (): Promise<number> => {
  let options: Options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (!options.build && !BUILD_OUTPUTS.every((file) => existsSync(file))) {
    console.error('No production build (shell/dist/index.html, api/dist/server.js): run pnpm build first.');
    return 1;
  }
  cleanUpOnSignals();
  const started = new Date();
  const results: BenchResults = {
    startedAt: started.toISOString(),
    finishedAt: '',
    durationSeconds: 0,
    options,
    environment: describeEnvironment(),
    rows: skipped(options),
  };
  progress(`options: ${JSON.stringify(options)}`);
  try {
    // First: a build replaces the dist folders the other groups serve.
    const build = await buildRow(options.build).catch((error: unknown) => errorRow(5, 'pnpm build', error));
    results.rows.push(build);
    if (!BUILD_OUTPUTS.every((file) => existsSync(file)))
      throw new Error('no production build after pnpm build');
    await measureInBrowser(options, results);
    await measureApi(options, results);
  } finally {
    progress('stopping what the bench started');
    await cleanup();
  }
  const finished = new Date();
  results.finishedAt = finished.toISOString();
  results.durationSeconds = (finished.getTime() - started.getTime()) / 1000;
  results.rows.sort((a, b) => a.issueGoal - b.issueGoal);
  console.log(`\n${renderReport(results)}\n`);
  for (const file of writeResults(results)) console.log(`written: ${path.relative(ROOT, file)}`);
  return results.rows.some((row) => row.value === null && row.pass === false) ? 1 : 0;
};

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  },
);
