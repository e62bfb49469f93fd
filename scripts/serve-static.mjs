#!/usr/bin/env node
/**
 * Serves one built app: `node serve-static.mjs <dist dir> <port> [--base /app]`.
 * Remotes get CORS for the shell (the federation runtime fetches their manifest); the shell is served under
 * its base path with every unknown path, under the base and at the root, answered by index.html so its
 * router shows the not-found page. Hashed files are cached for a year, the rest revalidated.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

const [dir, portText, flag, base = ''] = process.argv.slice(2);
const port = Number(portText);
if (!dir || !Number.isInteger(port) || (flag !== undefined && flag !== '--base')) {
  console.error('usage: serve-static.mjs <dist dir> <port> [--base /app]');
  process.exit(2);
}

/** Files with a content hash in their name never change; everything else is revalidated. */
const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;

const serve = sirv(path.resolve(dir), {
  single: Boolean(base), // the shell: unknown paths get index.html
  // Read the folder on every request: a rebuilt remote or an edited remotes.json is served at once,
  // without a restart (sirv's production mode keeps the file list and sizes of its start).
  dev: true,
  etag: true,
  gzip: true,
  brotli: true,
  setHeaders: (res, pathname) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
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
