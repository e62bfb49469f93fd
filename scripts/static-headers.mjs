/**
 * The security headers the static server (serve-static.mjs) sends with an app's files. A document
 * gets a Content-Security-Policy that allows exactly its own origin, the remotes of the registry (the shell),
 * the API and the identity provider: no inline script but the page's own, allowed by their hashes; no plugins,
 * no <base>, no framing. Every file gets nosniff and a referrer policy.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
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

/** The origins of the remotes a registry (remotes.json) names; none when there is no registry or it is broken. */
export const registryOrigins = (file) => {
  const entries = Object.values(movedRegistry(file) ?? {});
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
