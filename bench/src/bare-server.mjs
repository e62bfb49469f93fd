#!/usr/bin/env node
/**
 * A reference for the API's throughput: a bare node:http server that answers any POST with a small JSON echo of
 * its body, what Node alone does on this machine (the baseline that does the API's work is same-work-server.mjs).
 * Usage: node bare-server.mjs <port>
 */
import { serveJson } from './json-server.mjs';

const port = Number(process.argv[2]);
if (!Number.isInteger(port)) {
  console.error('usage: bare-server.mjs <port>');
  process.exit(2);
}

// Parsed and written again, as the API does with a JSON body.
serveJson(
  'bare server',
  port,
  () => true,
  (_req, body) => ({
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: { received: body },
  }),
);
