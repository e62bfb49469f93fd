import { clearInterval, setInterval } from 'node:timers';
import fp from 'fastify-plugin';

/** How often a closing server looks for keep-alive connections that have just finished their last response. */
const CHECK_MS = 100;

/**
 * Graceful shutdown: Fastify's close() stops listening, answers new requests on open connections with 503, and
 * closes the connections idle at that moment. A connection still busy then would stay open after its response
 * for its whole keep-alive timeout (72 s), and the process would be killed before that. So while closing, idle
 * connections are closed as soon as they become idle: requests in flight finish, and the server then exits.
 */
export default fp(
  async function closeIdleConnections(fastify) {
    let timer: NodeJS.Timeout | undefined;
    fastify.addHook('preClose', (done) => {
      timer = setInterval(() => fastify.server.closeIdleConnections(), CHECK_MS).unref();
      done();
    });
    fastify.addHook('onClose', (_instance, done) => {
      clearInterval(timer);
      done();
    });
  },
  { name: 'close-idle-connections' },
);
