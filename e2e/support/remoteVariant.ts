/**
 * Builds mfe-learn as another team would deploy it later: from a copy of its sources, the kit and the contract
 * with changes the running shell does not have, into an output folder of its own. Nothing in the workspace
 * changes; the copy reuses the workspace's installed packages through symlinks, except the two workspace
 * packages, which point at the copy's own shared/ and shared/kit/.
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/processes.mjs';
import { isUp, waitUntil } from '../../scripts/http-probe.mjs';
import { freePort } from './free-port';

/** What the copy of the workspace needs to build one remote. */
const COPIED = ['tooling', 'shared', 'mfe-learn', 'tsconfig.base.json'];
const WORKSPACE_PACKAGES: Record<string, string> = { shared: 'shared', kit: 'shared/kit' };

export interface RemoteVariant {
  /** The built remote's dist folder. */
  dist: string;
  /** Removes the copy. */
  remove: () => void;
}

/** node_modules of a copied package: the workspace's installed entries, with @qa/* pointing into the copy. */
const linkNodeModules = (copyRoot: string, packageDir: string) => {
  const source = path.join(ROOT, packageDir, 'node_modules');
  const target = path.join(copyRoot, packageDir, 'node_modules');
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source)) {
    if (entry === '@qa') {
      mkdirSync(path.join(target, '@qa'));
      for (const name of readdirSync(path.join(source, '@qa'))) {
        const inCopy = WORKSPACE_PACKAGES[name];
        if (!inCopy) throw new Error(`unknown workspace package @qa/${name}`);
        symlinkSync(path.join(copyRoot, inCopy), path.join(target, '@qa', name), 'dir');
      }
    } else {
      symlinkSync(realpathSync(path.join(source, entry)), path.join(target, entry));
    }
  }
};

const editJson = (file: string, edit: (json: Record<string, unknown>) => void) => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(json);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
};

/** Replaces one exact piece of a copied source file; fails loudly when the source has moved on. */
export const replaceInCopy = (copyRoot: string, file: string, from: string, to: string) => {
  const full = path.join(copyRoot, file);
  const text = readFileSync(full, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains: ${from}`);
  writeFileSync(full, text.replace(from, to));
};

export const writeInCopy = (copyRoot: string, file: string, text: string) =>
  writeFileSync(path.join(copyRoot, file), text);

const run = (command: string, args: string[], cwd: string) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${errors}`)),
    );
  });

export interface VariantChanges {
  /** Version written into the copy's shared/kit/package.json. */
  kitVersion?: string;
  /** Version written into the copy's shared/package.json: the contract the remote is built against. */
  contractVersion?: string;
  /** Source changes in the copy, paths relative to its root. */
  edit?: (copyRoot: string) => void;
}

/** Copies the sources, applies the changes and builds mfe-learn for production (about 30 s here). */
export const buildLearnVariant = async ({
  kitVersion,
  contractVersion,
  edit,
}: VariantChanges): Promise<RemoteVariant> => {
  const copyRoot = mkdtempSync(path.join(tmpdir(), 'qa-remote-variant-'));
  const remove = () => rmSync(copyRoot, { recursive: true, force: true });
  try {
    for (const item of COPIED) {
      cpSync(path.join(ROOT, item), path.join(copyRoot, item), {
        recursive: true,
        filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
      });
    }
    // Build tools (webpack, loaders, Module Federation) come from the workspace root.
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(copyRoot, 'node_modules'), 'dir');
    for (const dir of ['shared', 'shared/kit', 'mfe-learn']) linkNodeModules(copyRoot, dir);
    if (kitVersion)
      editJson(path.join(copyRoot, 'shared/kit/package.json'), (json) => (json.version = kitVersion));
    if (contractVersion) {
      editJson(path.join(copyRoot, 'shared/package.json'), (json) => (json.version = contractVersion));
    }
    edit?.(copyRoot);
    const webpackCli = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
    await run(process.execPath, [webpackCli, '--mode', 'production'], path.join(copyRoot, 'mfe-learn'));
    return { dist: path.join(copyRoot, 'mfe-learn', 'dist'), remove };
  } catch (error) {
    remove();
    throw error;
  }
};

export interface ServedRemote {
  manifestUrl: string;
  stop: () => Promise<void>;
}

/** Serves a built remote with the product's static server on a free port. */
export const serveRemote = async (dist: string): Promise<ServedRemote> => {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts', 'serve-static.mjs'), dist, String(port)],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const manifestUrl = `http://localhost:${port}/mf-manifest.json`;
  await waitUntil(() => isUp(manifestUrl), `the variant remote on port ${port}`, 15_000);
  return {
    manifestUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};

/** Points a remote of the running shell at another manifest (shell/dist/remotes.json) until `restore`. */
export const repointRemote = (remote: string, manifestUrl: string) => {
  const registryFile = path.join(ROOT, 'shell', 'dist', 'remotes.json');
  const original = readFileSync(registryFile, 'utf8');
  writeFileSync(
    registryFile,
    JSON.stringify({ ...(JSON.parse(original) as Record<string, string>), [remote]: manifestUrl }),
  );
  return { restore: () => writeFileSync(registryFile, original) };
};
