/**
 * deploy/*.Dockerfile and .dockerignore, short of building (no container engine here): what the runtime stages copy
 * exists in the repository and reaches the build, secrets and built folders stay out of it, and the pages' server
 * bundles into the one file the pages image runs.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { dockerStages, readText, ROOT } from './files';

const IGNORED = readText('.dockerignore')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

/** Whether .dockerignore keeps a path of the repository out of the build (its patterns here: names and `**` globs). */
const ignored = (file: string): boolean =>
  IGNORED.some((pattern) => {
    const name = pattern.replace(/^\*\*\//, '');
    const anywhere = pattern.startsWith('**/');
    const segments = file.split('/');
    const matches = (segment: string) =>
      name.includes('*')
        ? new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')}$`).test(segment)
        : segment === name;
    if (!name.includes('/')) return anywhere ? segments.some(matches) : matches(segments[0]!);
    return file === name || file.startsWith(`${name}/`);
  });

/** The repository paths a Dockerfile's later stages copy out of its build stage (/repo/...), built ones aside. */
const copiedFromRepository = (dockerfile: string): string[] =>
  dockerStages(readText(dockerfile))
    .flatMap((stage) => stage.instructions)
    .filter(({ keyword, args }) => keyword === 'COPY' && args.startsWith('--from=build'))
    .map(({ args }) => args.split(/\s+/)[1]!)
    .filter((source) => source.startsWith('/repo/'))
    .map((source) => source.slice('/repo/'.length));

describe('.dockerignore', () => {
  test('keeps out secrets, installed packages, built folders and the history', () => {
    for (const file of [
      '.env',
      '.env.production',
      'secrets/firebase.json',
      'firebase-credentials.json',
      'node_modules/x',
      'api/node_modules/x',
      'shell/dist/main.js',
      'api/.data/pglite/PG_VERSION',
      '.git/HEAD',
    ])
      expect([file, ignored(file)]).toEqual([file, true]);
  });

  test('lets through what the builds read', () => {
    for (const file of [
      'package.json',
      'pnpm-lock.yaml',
      'pnpm-workspace.yaml',
      'api/src/server.ts',
      'shell/src',
      'tooling/webpack/ports.json',
      'scripts/serve-pages.mjs',
      ...copiedFromRepository('deploy/api.Dockerfile').filter((file) => !file.endsWith('/dist')),
    ])
      expect([file, ignored(file)]).toEqual([file, false]);
  });
});

describe('the API image', () => {
  test('copies folders that exist: the served pages, the image, the migrations', () => {
    const copied = copiedFromRepository('deploy/api.Dockerfile').filter((file) => !file.endsWith('/dist'));
    expect(copied).toEqual(expect.arrayContaining(['api/static', 'api/assets', 'api/drizzle']));
    for (const file of copied) expect([file, existsSync(path.join(ROOT, file))]).toEqual([file, true]);
  });
});

describe('the pages image', () => {
  const build = dockerStages(readText('deploy/pages.Dockerfile'))[0]!;
  const run = build.instructions
    .filter(({ keyword }) => keyword === 'RUN')
    .map(({ args }) => args)
    .join('\n');

  test('copies the files its server reads beside it, which exist', () => {
    const copied = [...run.matchAll(/\bcp\s+(\S+)\s+\/out\//g)].map(([, file]) => file!);
    expect(copied.sort()).toEqual(['shared/src/environment/localPorts.json', 'tooling/webpack/ports.json']);
    for (const file of copied) expect([file, existsSync(path.join(ROOT, file))]).toEqual([file, true]);
  });

  test('bundles its server into one file that needs no node_modules', () => {
    const entry = /esbuild\s+(\S+)/.exec(run)?.[1];
    expect(entry).toBe('scripts/serve-pages.mjs');
    const folder = mkdtempSync(path.join(tmpdir(), 'qa-pages-bundle-'));
    try {
      const outfile = path.join(folder, 'serve-pages.mjs');
      const result = buildSync({
        absWorkingDir: ROOT,
        entryPoints: [entry!],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node22',
        outfile,
        logLevel: 'silent',
      });
      expect(result.errors).toEqual([]);
      const bundle = readFileSync(outfile, 'utf8');
      // A CommonJS package inside an ES-module bundle would fail at start-up ("Dynamic require ... not supported").
      expect(bundle).not.toContain('__require(');
      // Only Node's own modules are left to import.
      const imported = [...bundle.matchAll(/^import\s.*?from\s+["']([^"']+)["'];?$/gm)].map(
        ([, name]) => name!,
      );
      expect(imported.filter((name) => !builtinModules.includes(name.replace(/^node:/, '')))).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
