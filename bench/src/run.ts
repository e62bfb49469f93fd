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
import { measureFirstLoadJs } from './first-load-js';
import { measureGrowth } from './growth';
import { growthRows } from './growth-rows';
import { journeyRows } from './journey-rows';
import { measureJourneys } from './journeys';
import { progress } from './log';
import { GROUPS, parseOptions, USAGE, type Group, type Options } from './options';
import { firstLoadRow, pageRows } from './page-rows';
import { measurePages } from './pages-group';
import { pathRows } from './path-rows';
import { ROOT, SHELL_DIST } from './paths';
import { startProductServers } from './product-servers';
import { renderReport } from './report';
import type { BenchResults } from './results';
import { writeResults } from './results-file';
import { errorRow, notMeasured, type Row } from './rows';

const BUILD_OUTPUTS = [path.join(SHELL_DIST, 'index.html'), path.join(ROOT, 'api', 'dist', 'server.js')];

/** The goals each group measures, by number and name, for its rows when it is skipped or fails. */
const GROUP_GOALS: Record<Group, [goal: number, name: string][]> = {
  pages: [
    [1, 'pages with Lighthouse'],
    [3, 'first-load JS'],
  ],
  path: [[2, 'critical path']],
  journeys: [[6, 'journeys']],
  api: [[4, 'API throughput']],
  growth: [[9, 'growth']],
};

const skipped = (options: Options): Row[] =>
  GROUPS.filter((group) => !options.groups.includes(group)).flatMap((group) =>
    GROUP_GOALS[group].map(([goal, name]) =>
      notMeasured(goal, name, '', `not in --only ${options.groups.join(',')}`),
    ),
  );

const failed = (group: Group, error: unknown): Row[] =>
  GROUP_GOALS[group].map(([goal, name]) => errorRow(goal, name, error));

/** A group's rows, or an error row for each of its goals: one group's failure does not stop the others. */
const measureGroup = async (
  options: Options,
  results: BenchResults,
  group: Group,
  measure: () => Promise<Row[]>,
): Promise<void> => {
  if (!options.groups.includes(group)) return;
  try {
    results.rows.push(...(await measure()));
  } catch (error) {
    results.rows.push(...failed(group, error));
  }
};

const BROWSER_GROUPS: Group[] = ['pages', 'path', 'journeys'];

/** Goals 1 to 3 and 6 to 8 need the product running and a browser. */
const measureInBrowser = async (options: Options, results: BenchResults) => {
  const groups = BROWSER_GROUPS.filter((group) => options.groups.includes(group));
  if (groups.length === 0) return;
  try {
    ensureChromium();
    progress('starting the product servers (scripts/processes.mjs)');
    await startProductServers();
  } catch (error) {
    results.rows.push(...groups.flatMap((group) => failed(group, error)));
    return;
  }
  await measureGroup(options, results, 'pages', async () => {
    results.pages = await measurePages(options.runs);
    progress('first-load JS: the challenge page until it is usable');
    return [...pageRows(results.pages), firstLoadRow(await measureFirstLoadJs())];
  });
  await measureGroup(options, results, 'path', async () => {
    progress('critical path: loading the challenge page in Chromium');
    results.criticalPath = await recordCriticalPath();
    return pathRows(results.criticalPath);
  });
  await measureGroup(options, results, 'journeys', async () => {
    progress('journeys: next challenge, submit to result, repeat visit (mobile preset)');
    results.journeys = await measureJourneys();
    return journeyRows(results.journeys);
  });
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
    await measureGroup(options, results, 'api', async () => {
      results.api = await measureApiThroughput();
      return apiRows(results.api);
    });
    await measureGroup(options, results, 'growth', async () => {
      results.growth = await measureGrowth();
      return growthRows(results.growth);
    });
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
