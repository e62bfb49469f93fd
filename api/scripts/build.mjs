/**
 * Bundles the server into dist/server.js. The workspace's @qa/shared is TypeScript source, so it is bundled;
 * the packages of "dependencies" stay external and load from node_modules at run time.
 */
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const apiDir = new URL('..', import.meta.url).pathname;
const { dependencies } = JSON.parse(await readFile(`${apiDir}package.json`, 'utf8'));

await build({
  absWorkingDir: apiDir,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: Object.keys(dependencies),
  logLevel: 'info',
});
