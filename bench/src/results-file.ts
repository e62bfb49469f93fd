/** bench/results/latest.json, and a copy named by the start time so earlier runs are kept for comparison. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR } from './paths';
import type { BenchResults } from './results';

export const writeResults = (results: BenchResults): string[] => {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const text = `${JSON.stringify(results, null, 2)}\n`;
  const stamp = results.startedAt.replace(/[:.]/g, '-');
  const files = [path.join(RESULTS_DIR, 'latest.json'), path.join(RESULTS_DIR, `bench-${stamp}.json`)];
  for (const file of files) writeFileSync(file, text);
  return files;
};
