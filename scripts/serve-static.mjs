#!/usr/bin/env node
/**
 * Serves one built app: `node serve-static.mjs <dist dir> <port> [--base /app]`.
 * Remotes get CORS for the shell (the federation runtime fetches their manifest); the shell is served under
 * its base path with every unknown path, under the base and at the root, answered by index.html so its
 * router shows the not-found page. Hashed files are cached for a year, the rest revalidated. Documents carry a
 * Content-Security-Policy (static-headers.mjs, which serve-pages.mjs shares).
 */
import { createServer } from 'node:http';
import path from 'node:path';
import {
  appFiles,
  closeOnSignals,
  movedRegistry,
  notFound,
  sendRegistry,
  withinBase,
} from './static-headers.mjs';
import { PORTS } from './ports.mjs';

const [dir, portText, flag, base = ''] = process.argv.slice(2);
const port = Number(portText);
if (!dir || !Number.isInteger(port) || (flag !== undefined && flag !== '--base')) {
  console.error('usage: serve-static.mjs <dist dir> <port> [--base /app]');
  process.exit(2);
}

/** The shell's registry; a remote has none. */
const REGISTRY = path.join(path.resolve(dir), 'remotes.json');
const registry = () => movedRegistry(REGISTRY);

const files = appFiles(dir, { single: Boolean(base), registry });

const server = createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  // Strip the base so dist/ maps to /app/; paths outside it fall through to index.html.
  if (base && req.url) req.url = withinBase(req.url, base);
  // Another copy's shell (QA_PORT_OFFSET) points at its own remotes: the built registry is moved as it is served.
  if (PORTS.offset !== 0 && base && req.url?.split('?')[0] === '/remotes.json' && registry()) {
    sendRegistry(res, registry());
    return;
  }
  files(req, res, () => notFound(res));
});

server.listen(port, () => console.log(`serving ${dir} on http://localhost:${server.address().port}${base}/`));
closeOnSignals(server);
