/**
 * Bundles the server into dist/server.js with its grading threads' entry beside it (dist/grading-worker.js), and for the bench (src/bench/) the routes' judging alone into
 * dist/same-work.js and the writing of stored progress into dist/seed-progress.js. The workspace's @qa/shared is TypeScript source, so it is bundled;
 * the packages of "dependencies" stay external and load from node_modules at run time.
 */
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const apiDir = new URL('..', import.meta.url).pathname;
const { dependencies } = JSON.parse(await readFile(`${apiDir}package.json`, 'utf8'));
// Tests bundle to a file of their own beside dist/server.js, so they never replace the one a running server uses.
const outfile = process.argv[2] ?? 'dist/server.js';

const bundle = (entry, file) =>
  build({
    absWorkingDir: apiDir,
    entryPoints: [entry],
    outfile: file,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    external: Object.keys(dependencies),
    logLevel: 'info',
  });

await bundle('src/server.ts', outfile);
// The grading threads' entry, beside the server that starts them and named after it (src/server.ts).
await bundle('src/grading/worker.ts', outfile.replace(/server([^/]*)$/, 'grading-worker$1'));
if (process.argv[2] === undefined) {
  await bundle('src/bench/same-work.ts', 'dist/same-work.js');
  await bundle('src/bench/seed-progress.ts', 'dist/seed-progress.js');
}
