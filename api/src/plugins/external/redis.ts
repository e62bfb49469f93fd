import fastifyRedis from '@fastify/redis';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * The Redis server every API instance shares (REDIS_URL), as `fastify.redis`. A command fails at once
 * while Redis is away (the client gets a 503 where it needs Redis) instead of waiting in a queue, and the client
 * reconnects on its own.
 */
export default fp(
  async function redis(fastify, { url }: { url: string }) {
    const client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    await fastify.register(fastifyRedis, { client });
    // The plugin would close with QUIT, a command, which is refused while Redis is away: the server could then
    // not shut down. disconnect() closes the connection whatever its state.
    fastify.addHook('onClose', (_instance, done) => {
      client.disconnect();
      done();
    });
  },
  { name: 'redis' },
);
