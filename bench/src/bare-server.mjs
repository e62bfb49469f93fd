#!/usr/bin/env node
/**
 * A reference for the API's throughput: a bare node:http server that answers any POST with a small JSON echo of
 * its body, what Node alone does on this machine (the baseline that does the API's work is same-work-server.mjs).
 * Usage: node bare-server.mjs <port>
 */
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
if (!Number.isInteger(port)) {
  console.error('usage: bare-server.mjs <port>');
  process.exit(2);
}

const server = createServer((req, res) => {
  if (req.method !== 'POST') {
    res.writeHead(404).end();
    return;
  }
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    // Parsed and written again, as the API does with a JSON body.
    let body;
    try {
      body = JSON.stringify({ received: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
    } catch {
      res.writeHead(400).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  });
});

server.listen(port, () => console.log(`bare server on http://localhost:${port}`));
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
