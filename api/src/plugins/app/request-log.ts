import fp from 'fastify-plugin';

/** The levels that show debug lines. */
const VERBOSE: ReadonlySet<string> = new Set(['trace', 'debug']);

/**
 * One line per request, at debug: LOG_LEVEL=debug shows the traffic, the default (info) keeps the log for what
 * needs attention (errors are logged where they are handled). The hook is only added when the level is on, so
 * a production server pays nothing for it.
 */
export default fp(
  async function requestLog(fastify) {
    if (!VERBOSE.has(fastify.log.level)) return;
    fastify.addHook('onResponse', async (request, reply) => {
      request.log.debug(
        { method: request.method, url: request.url, statusCode: reply.statusCode, ms: reply.elapsedTime },
        'request',
      );
    });
  },
  { name: 'request-log' },
);
