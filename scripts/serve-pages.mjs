#!/usr/bin/env node
/**
 * Every page of the product from one port, as `pnpm serve` (serve.mjs) runs it on one server: the shell's
 * shell/dist under /app/, each remote's mfe-…/dist under /remotes/<folder>/ (remotes are built with publicPath
 * 'auto', so they work under any path), and /app/remotes.json naming those remotes on this same origin. The same
 * headers, policy and cache rules as serve-static.mjs (static-headers.mjs). Configured by the environment only:
 * PAGES_PORT, PAGES_HOST, QA_API_URL (docs/operations.md "One server, no emulator").
 * `node scripts/serve-pages.mjs [folder]`: the folder holding shell/ and mfe-…/, the repository by default.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './ports.mjs';
import {
  appFiles,
  closeOnSignals,
  movedRegistry,
  notFound,
  sendRegistry,
  withinBase,
} from './static-headers.mjs';

export const PAGES_DEFAULTS = { port: 3000, host: '0.0.0.0' };

/** The shell's base path, as its build's publicPath. */
const BASE = '/app';

/** A remote name the shell takes (shell/src/federation/remoteRegistry.ts): mfe_ then lowercase and digits. */
const REMOTE_NAME = /^mfe_[a-z][a-z0-9_]*$/;

const isLoopback = (host) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);

/** An address the shell's build wrote for this machine (tooling/webpack/createAppConfig.cjs writes localhost). */
const isLocalUrl = (url) =>
  typeof url === 'string' && URL.canParse(url) && ['localhost', '127.0.0.1'].includes(new URL(url).hostname);

/**
 * The registry the shell reads here: each remote its build found on this machine is on this origin, its folder
 * (mfe_learn: mfe-learn, as scripts/processes.mjs names it) under /remotes/; a remote re-pointed elsewhere by
 * editing the file stays where it points. Undefined without a registry.
 */
export const servedRegistry = (registry) =>
  registry &&
  Object.fromEntries(
    Object.entries(registry).map(([name, url]) => [
      name,
      REMOTE_NAME.test(name) && isLocalUrl(url)
        ? `/remotes/${name.replaceAll('_', '-')}/mf-manifest.json`
        : url,
    ]),
  );

/** The folders served under /remotes/: exactly those the served registry names, so no other folder is reachable. */
const servedFolders = (registry) =>
  Object.values(registry ?? {})
    .filter((url) => typeof url === 'string' && url.startsWith('/remotes/'))
    .map((url) => url.split('/')[2]);

const builtRegistryOf = (root) => movedRegistry(path.join(root, 'shell', 'dist', 'remotes.json'));

/**
 * The decoded segments of a request's path; undefined for a path that climbs out of its folder ('.' or '..', or a
 * slash, backslash or NUL inside a segment) or cannot be decoded.
 */
const segmentsOf = (pathname) => {
  try {
    const segments = pathname.split('/').slice(1).map(decodeURIComponent);
    return segments.some((segment) => segment === '..' || segment === '.' || /[/\\\0]/.test(segment))
      ? undefined
      : segments;
  } catch {
    return undefined;
  }
};

/** The request handler of every page under `root` (the folder holding shell/ and mfe-…/). */
export const pagesHandler = (root) => {
  const registry = () => servedRegistry(builtRegistryOf(root));
  const shell = appFiles(path.join(root, 'shell', 'dist'), { single: true, registry });
  const remotes = new Map();
  const remoteFiles = (folder) => {
    if (!remotes.has(folder)) remotes.set(folder, appFiles(path.join(root, folder, 'dist')));
    return remotes.get(folder);
  };

  return (req, res) => {
    // As serve-static.mjs: a shell elsewhere may load these remotes (the federation runtime fetches the manifest).
    res.setHeader('Access-Control-Allow-Origin', '*');
    const url = req.url ?? '/';
    const queryAt = url.includes('?') ? url.indexOf('?') : url.length;
    const [pathname, search] = [url.slice(0, queryAt), url.slice(queryAt)];
    const segments = segmentsOf(pathname);
    if (!segments) {
      res.statusCode = 400;
      res.end('Bad request');
      return;
    }
    if (segments[0] === 'remotes') {
      const folder = segments[1];
      if (!servedFolders(registry()).includes(folder)) return notFound(res);
      // The remote's files are relative to its folder, which a path without the slash would not be.
      if (segments.length === 2) return redirect(res, `/remotes/${folder}/${search}`);
      req.url = `/${pathname.split('/').slice(3).join('/')}${search}`;
      return remoteFiles(folder)(req, res, () => notFound(res));
    }
    if (pathname === '/') return redirect(res, `${BASE}/`);
    req.url = withinBase(url, BASE);
    const served = registry();
    if (req.url.split('?')[0] === '/remotes.json' && served) return sendRegistry(res, served);
    return shell(req, res, () => notFound(res));
  };
};

const redirect = (res, location) => {
  res.statusCode = 302;
  res.setHeader('Location', location);
  res.end();
};

/**
 * The pages' settings from the environment, and what they hold that the pages cannot be served with: one sentence
 * each, naming the variable and what to set. Also refused: an app not built yet.
 */
export const pagesSettings = (env = process.env, root = ROOT) => {
  const problems = [];
  const portText = env.PAGES_PORT?.trim() || String(PAGES_DEFAULTS.port);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    problems.push(`PAGES_PORT must be a whole number from 0 to 65535, got "${portText}".`);
  }
  const host = env.PAGES_HOST?.trim() || PAGES_DEFAULTS.host;
  // The page calls the address it was built with (shared/src/environment/environment.ts) and its policy must allow
  // that address (serviceOrigins in static-headers.mjs reads this same variable). Without it the page calls its own
  // origin, which only a proxy on this machine in front of both could answer.
  const apiUrl = env.QA_API_URL?.trim();
  if (apiUrl !== undefined && apiUrl !== '') {
    if (!(URL.canParse(apiUrl) && ['http:', 'https:'].includes(new URL(apiUrl).protocol))) {
      problems.push(`QA_API_URL must be the API's http:// or https:// address, got "${apiUrl}".`);
    }
  } else if (!isLoopback(host)) {
    problems.push(
      `QA_API_URL must be set when PAGES_HOST (${host}) lets other machines reach the pages: the API's address as ` +
        'browsers reach it, e.g. https://api.qa.school.example, the same the pages were built with (pnpm build).',
    );
  }
  const registry = builtRegistryOf(root);
  if (!existsSync(path.join(root, 'shell', 'dist', 'index.html')) || registry === undefined) {
    problems.push('shell/dist has no index.html or remotes.json: build the apps first (pnpm build).');
  }
  const unbuilt = servedFolders(servedRegistry(registry)).filter(
    (folder) => !existsSync(path.join(root, folder, 'dist', 'mf-manifest.json')),
  );
  if (unbuilt.length > 0) {
    problems.push(
      `${unbuilt.join(', ')} not built, though shell/dist/remotes.json names them: build the apps first (pnpm build).`,
    );
  }
  return { port, host, problems };
};

/** One refusal alone is one line; several are listed under one heading (as api/src/config.ts words them). */
export const refusalOf = (what, problems) =>
  problems.length === 1
    ? problems[0]
    : [
        `${what} cannot start, for ${problems.length} reasons:`,
        ...problems.map((problem) => `- ${problem}`),
      ].join('\n');

const main = () => {
  const root = path.resolve(process.argv[2] ?? ROOT);
  const { port, host, problems } = pagesSettings(process.env, root);
  if (problems.length > 0) {
    console.error(refusalOf('The pages', problems));
    process.exit(1);
  }
  const server = createServer(pagesHandler(root));
  server.on('error', (error) => {
    console.error(`The pages cannot listen on ${host} port ${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    console.log(`serving the pages on http://${shown}:${server.address().port}${BASE}/`);
  });
  closeOnSignals(server);
};

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) main();
