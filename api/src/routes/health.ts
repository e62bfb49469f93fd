import type { FastifyInstance } from 'fastify';
import { sendError } from '../plugins/app/error-handler';
import { UNAVAILABLE_RETRY_AFTER_S } from '../plugins/external/under-pressure';
import { ERROR_MESSAGES } from '../i18n/error-messages';
import { responses } from '../schemas/common';
import { AliveSchema, ReadySchema } from '../schemas/health';

/**
 * Liveness and readiness for process managers and load balancers. Alive: the process answers, even
 * when overloaded, so a busy instance is not restarted. Ready: it can serve requests now (not overloaded, its
 * stores answer), so a load balancer sends it traffic; a 503 with Retry-After otherwise.
 */
/** Both answer under pressure themselves (the route config @fastify/under-pressure reads). */
const ANSWERED_UNDER_PRESSURE = { pressureHandler: () => undefined };

export default async function healthRoutes(fastify: FastifyInstance) {
  fastify.get(
    '/api/health',
    { config: ANSWERED_UNDER_PRESSURE, schema: { response: responses({ 200: AliveSchema }) } },
    async () => ({
      status: 'ok',
    }),
  );

  // No overload check when it is turned off (OVERLOAD_MAX_EVENT_LOOP_DELAY_MS=0).
  const overloaded = () => fastify.hasDecorator('isUnderPressure') && fastify.isUnderPressure();
  const answers = (store: string, ping: Promise<void>) =>
    ping.then(
      () => true,
      (error: unknown) => {
        fastify.log.warn({ err: error }, `${store} unreachable`);
        return false;
      },
    );
  const storesAnswer = async () =>
    (
      await Promise.all([
        answers('sandbox store', fastify.sandboxes.ping()),
        answers('database', fastify.database.ping()),
      ])
    ).every(Boolean);

  fastify.get(
    '/api/ready',
    { config: ANSWERED_UNDER_PRESSURE, schema: { response: responses({ 200: ReadySchema }) } },
    async (request, reply) => {
      if (!overloaded() && (await storesAnswer())) return { status: 'ready' };
      reply.header('Retry-After', UNAVAILABLE_RETRY_AFTER_S);
      return sendError(reply, 503, ERROR_MESSAGES.notReady[request.language]);
    },
  );
}
