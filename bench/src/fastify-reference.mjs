#!/usr/bin/env node
/**
 * A reference beside the bare server: Fastify as the API runs it (same version), with one route that echoes a
 * JSON body and nothing else (no plugins, no logger). What it reaches against the bare server is the most the
 * API could, so the bench shows how much of the gap is the framework and how much the API's own work.
 * Usage: node fastify-reference.mjs <port>
 */
import Fastify from 'fastify';

const port = Number(process.argv[2]);
if (!Number.isInteger(port)) {
  console.error('usage: fastify-reference.mjs <port>');
  process.exit(2);
}

const server = Fastify();
server.post('/echo', async (request) => ({ received: request.body }));
server.get('/', async () => ({ ok: true }));
await server.listen({ port, host: '127.0.0.1' });
console.log(`fastify reference on http://localhost:${port}`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
