/** What the numbers were measured on, for the JSON file: results from different machines do not compare. */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { CHROMIUM_PATH } from './chromium';

const require = createRequire(import.meta.url);

export interface Environment {
  node: string;
  lighthouse: string;
  autocannon: string;
  chromium: string;
  cpus: string;
  cpuCount: number;
  memoryGiB: number;
}

const versionOf = (name: string): string => (require(`${name}/package.json`) as { version: string }).version;

export const describeEnvironment = (): Environment => ({
  node: process.version,
  lighthouse: versionOf('lighthouse'),
  autocannon: versionOf('autocannon'),
  chromium: spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).stdout?.trim() || 'not found',
  cpus: os.cpus()[0]?.model ?? 'unknown',
  cpuCount: os.cpus().length,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
});
