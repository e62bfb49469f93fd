#!/usr/bin/env node
/**
 * Serves one built app: `node serve-static.mjs <dist dir> <port> [--base /app]`.
 * Remotes get CORS for the shell (the federation runtime fetches their manifest); the shell is served under
 * its base path with every unknown path, under the base and at the root, answered by index.html so its
 * router shows the not-found page. Hashed files are cached for a year, the rest revalidated. Documents carry a
 * Content-Security-Policy (static-headers.mjs).
 */
import { createServer } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import {
  COMMON_HEADERS,
  contentSecurityPolicy,
  inlineScriptHashes,
  movedRegistry,
  registryOrigins,
  serviceOrigins,
} from './static-headers.mjs';
import { PORTS } from './ports.mjs';

const [dir, portText, flag, base = ''] = process.argv.slice(2);
const port = Number(portText);
if (!dir || !Number.isInteger(port) || (flag !== undefined && flag !== '--base')) {
  console.error('usage: serve-static.mjs <dist dir> <port> [--base /app]');
  process.exit(2);
}

/** Files with a content hash in their name never change; everything else is revalidated. */
const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;

const root = path.resolve(dir);
/** The shell's registry; a remote has none. */
const REGISTRY = path.join(root, 'remotes.json');

/**
 * The document a request gets: an .html file by its name; a path without an extension (the shell's routes, a
 * remote's root) its index.html. Anything else is not a document.
 */
const documentOf = (pathname) => {
  const extension = path.extname(pathname);
  if (extension === '.html') return pathname;
  return extension === '' ? '/index.html' : undefined;
};

/** The policy of a document, for the host the browser asked (local mode calls that host's ports). */
const documentPolicy = (res, document) => {
  const host = res.req?.headers.host ?? 'localhost';
  const hostname = URL.canParse(`http://${host}`) ? new URL(`http://${host}`).hostname : 'localhost';
  return contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(path.join(root, document)),
    remotes: registryOrigins(REGISTRY),
    ...serviceOrigins(hostname),
  });
};

const serve = sirv(root, {
  single: Boolean(base), // the shell: unknown paths get index.html
  // Read the folder on every request: a rebuilt remote or an edited remotes.json is served at once,
  // without a restart (sirv's production mode keeps the file list and sizes of its start).
  dev: true,
  etag: true,
  gzip: true,
  brotli: true,
  setHeaders: (res, pathname) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
    // sirv hands over the path asked for, not the file it serves.
    const document = documentOf(pathname);
    if (document) res.setHeader('Content-Security-Policy', documentPolicy(res, document));
    res.setHeader(
      'Cache-Control',
      HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  },
});

const server = createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (base && req.url) {
    // Strip the base so dist/ maps to /app/; paths outside it fall through to index.html.
    req.url = req.url === base || req.url.startsWith(`${base}/`) ? req.url.slice(base.length) || '/' : '/';
  }
  // Another copy's shell (QA_PORT_OFFSET) points at its own remotes: the built registry is moved as it is served.
  if (PORTS.offset !== 0 && base && req.url?.split('?')[0] === '/remotes.json' && movedRegistry(REGISTRY)) {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
    res.end(`${JSON.stringify(movedRegistry(REGISTRY), null, 2)}\n`);
    return;
  }
  // A document's policy follows the registry, which its ETag does not: a 304 would keep the old policy (and
  // block a re-pointed remote), so documents are always sent whole (a few kB).
  if (documentOf(new URL(req.url ?? '/', 'http://localhost').pathname)) delete req.headers['if-none-match'];
  serve(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  });
});

server.listen(port, () => console.log(`serving ${dir} on http://localhost:${port}${base}/`));
// Stop at once: open keep-alive connections from a browser must not hold the port.
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
