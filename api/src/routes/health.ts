import type { FastifyInstance } from 'fastify';

/** Liveness for process managers and end-to-end test start-up: answers as soon as the server listens. */
export default async function healthRoutes(fastify: FastifyInstance) {
  fastify.get('/api/health', async () => ({ status: 'ok' }));
}
