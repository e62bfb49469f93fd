/**
 * The security headers the static servers (serve-static.mjs, one app a port; serve-pages.mjs, every page from one
 * port) send with an app's files, and the file serving that applies them, shared so both send the same. A document
 * gets a Content-Security-Policy that allows exactly its own origin, the remotes of the registry (the shell),
 * the API and the identity provider: no inline script but the page's own, allowed by their hashes; no plugins,
 * no <base>, no framing. Every file gets nosniff and a referrer policy.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { movedRegistryUrl, PORTS } from './ports.mjs';

/** A <script> with a body and no src: the early loader, the cookie notice, the start after the first paint. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** Reads a file again only once it has changed: a rebuilt app or an edited registry is served at once. */
const readWhenChanged = (parse) => {
  const cache = new Map();
  return (file) => {
    const { mtimeMs } = statSync(file, { throwIfNoEntry: false }) ?? { mtimeMs: -1 };
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    const value = mtimeMs < 0 ? parse(undefined) : parse(readFileSync(file, 'utf8'));
    cache.set(file, { mtimeMs, value });
    return value;
  };
};

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hashes of a document's inline scripts, as CSP sources. */
export const inlineScriptHashes = readWhenChanged((html = '') =>
  [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => sha256(body)),
);

/**
 * The registry (remotes.json) as this copy serves it: its local remotes moved to this copy's ports
 * (scripts/ports.mjs); undefined when there is none or it is broken.
 */
export const movedRegistry = readWhenChanged((json) => {
  try {
    const registry = JSON.parse(json ?? '');
    if (typeof registry !== 'object' || registry === null || Array.isArray(registry)) return undefined;
    return Object.fromEntries(
      Object.entries(registry).map(([name, url]) => [
        name,
        typeof url === 'string' ? movedRegistryUrl(url) : url,
      ]),
    );
  } catch {
    return undefined;
  }
});

/**
 * The origins of the remotes a registry names; none when there is no registry. A remote on the page's own origin
 * (a path, as serve-pages.mjs serves them) needs none: 'self' allows it.
 */
export const remoteOrigins = (registry) => {
  const entries = Object.values(registry ?? {});
  return [...new Set(entries.filter((url) => URL.canParse(url)).map((url) => new URL(url).origin))];
};

/**
 * Where the page's code calls, by the rule of shared/src/environment/environment.ts: on localhost the API and the
 * identity emulator on this copy's ports of the same host (scripts/ports.mjs); elsewhere the built QA_API_URL (else the page's own
 * origin) and Firebase Authentication's Google endpoints.
 */
export const serviceOrigins = (hostname, env = process.env) => {
  const local = hostname === 'localhost' || hostname === '127.0.0.1';
  const builtApi =
    env.QA_API_URL && URL.canParse(env.QA_API_URL) ? new URL(env.QA_API_URL).origin : undefined;
  return {
    api: local ? `http://${hostname}:${PORTS.api}` : (builtApi ?? "'self'"),
    identity: local
      ? [`http://${hostname}:${PORTS.identity}`]
      : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  };
};

/** The policy of a document: its inline-script hashes, the remotes it loads code from, the services it calls. */
export const contentSecurityPolicy = ({ scriptHashes, remotes, api, identity }) =>
  [
    "default-src 'self'",
    `script-src 'self' ${[...remotes, ...scriptHashes].join(' ')}`.trim(),
    `connect-src 'self' ${[...remotes, api, ...identity].join(' ')}`,
    `img-src 'self' data: ${remotes.join(' ')}`.trim(),
    // styled-components writes the styles of what it renders into <style> elements.
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** Sent with every file. */
export const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Files with a content hash in their name never change; everything else is revalidated. */
const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;

/**
 * The document a request gets: an .html file by its name; a path without an extension (the shell's routes, a
 * remote's root) its index.html. Anything else is not a document.
 */
const documentOf = (pathname) => {
  const extension = path.extname(pathname);
  if (extension === '.html') return pathname;
  return extension === '' ? '/index.html' : undefined;
};

/** The hostname the browser asked for: local mode calls that host's ports. */
const hostnameOf = (req) => {
  const host = req?.headers.host ?? 'localhost';
  return URL.canParse(`http://${host}`) ? new URL(`http://${host}`).hostname : 'localhost';
};

const setCommonHeaders = (res) => {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
};

/**
 * One app's built files (its dist/) with the headers above, as a handler `(req, res, next)` that calls `next` for a
 * path it has no file for. A document's policy is built for the host the browser asked and allows the remotes of
 * `registry()`, the registry the page is served with (the shell's; a remote has none). `single`: every unknown
 * path without an extension gets index.html, so the shell's router shows its not-found page.
 */
export const appFiles = (dir, { single = false, registry = () => undefined } = {}) => {
  const root = path.resolve(dir);
  const serve = sirv(root, {
    single,
    // Read the folder on every request: a rebuilt remote or an edited remotes.json is served at once,
    // without a restart (sirv's production mode keeps the file list and sizes of its start).
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders: (res, pathname) => {
      setCommonHeaders(res);
      // sirv hands over the path asked for, not the file it serves.
      const document = documentOf(pathname);
      if (document) {
        const policy = contentSecurityPolicy({
          scriptHashes: inlineScriptHashes(path.join(root, document)),
          remotes: remoteOrigins(registry()),
          ...serviceOrigins(hostnameOf(res.req)),
        });
        res.setHeader('Content-Security-Policy', policy);
      }
      res.setHeader(
        'Cache-Control',
        HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return (req, res, next) => {
    // A document's policy follows the registry, which its ETag does not: a 304 would keep the old policy (and
    // block a re-pointed remote), so documents are always sent whole (a few kB).
    if (documentOf(new URL(req.url ?? '/', 'http://localhost').pathname)) delete req.headers['if-none-match'];
    serve(req, res, next);
  };
};

/** The registry the shell reads at start-up, as served instead of its file: revalidated on every start. */
export const sendRegistry = (res, registry) => {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  setCommonHeaders(res);
  res.end(`${JSON.stringify(registry, null, 2)}\n`);
};

/** The request's path within the shell's base path (/app): a path outside it is the shell's root, its index.html. */
export const withinBase = (url, base) =>
  url === base || url.startsWith(`${base}/`) ? url.slice(base.length) || '/' : '/';

export const notFound = (res) => {
  res.statusCode = 404;
  res.end('Not found');
};

/** Stops at once on SIGINT and SIGTERM: open keep-alive connections from a browser must not hold the port. */
export const closeOnSignals = (server) => {
  const stop = () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};
