import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { createRequestShares } from '../../http/request-shares';
import { createClientKey } from './rate-limit-key';

/** What an overloaded or not-ready API asks clients to wait, in seconds (the Retry-After header). */
export const UNAVAILABLE_RETRY_AFTER_S = 10;

/** The error code of a 429 to a client over its share of an overloaded API. */
export const OVER_SHARE = 'QA_ERR_OVER_SHARE';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own answer under pressure (@fastify/under-pressure reads it); returning nothing serves it. */
    pressureHandler?: FastifyUnderPressureOptions['pressureHandler'];
  }
}

/** The recent requests a client's share is taken from, and how many a client always may send in them. */
const SHARES = { windowMs: 10_000, floor: 20, maxAddresses: 50_000 } as const;

const overShare = () =>
  Object.assign(new Error('over its share'), {
    statusCode: 429,
    code: OVER_SHARE,
    retryAfterS: UNAVAILABLE_RETRY_AFTER_S,
  });

/**
 * Under sustained overload (the event loop lags behind by more than the configured mean) the clients sending more
 * than their share of the last seconds' requests are refused at once with 429 and Retry-After, and everyone else
 * is still served: one address flooding the API cannot lock a class out. Readiness (routes/health.ts) answers 503
 * meanwhile, so a load balancer sends new traffic elsewhere. Only the event-loop delay is watched: a server that is
 * merely busy (a load test at full speed) still answers everything.
 */
export default fp(
  async function overload(fastify: FastifyInstance, { config }: { config: AppConfig }) {
    const clientKey = createClientKey();
    const shares = createRequestShares(SHARES);
    // Before the check below, so a request counts in its client's share whether it is served or refused.
    fastify.addHook('onRequest', (request, _reply, done) => {
      shares.count(clientKey(request.ip));
      done();
    });
    await fastify.register(underPressure, {
      maxEventLoopDelay: config.overloadMaxEventLoopDelayMs,
      retryAfter: UNAVAILABLE_RETRY_AFTER_S,
      pressureHandler: (request) =>
        shares.overShare(clientKey(request.ip)) ? Promise.reject(overShare()) : undefined,
    });
  },
  { name: 'overload' },
);
