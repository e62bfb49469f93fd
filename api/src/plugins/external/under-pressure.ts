import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { AppConfig } from '../../config';

/** What an overloaded or not-ready API asks clients to wait, in seconds (the Retry-After header of a 503). */
export const UNAVAILABLE_RETRY_AFTER_S = 10;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own answer under pressure (@fastify/under-pressure reads it); returning nothing serves it. */
    pressureHandler?: FastifyUnderPressureOptions['pressureHandler'];
  }
}

/**
 * Under sustained overload (the event loop lags behind by more than the configured mean) every request is
 * refused at once with 503 and Retry-After, instead of waiting ever longer in the queue. The plugin's error
 * (FST_UNDER_PRESSURE) becomes the usual localized body in the error handler. Only the event-loop delay is
 * watched: a server that is merely busy (a load test at full speed) still answers everything.
 */
export const autoConfig = (config: AppConfig): FastifyUnderPressureOptions => ({
  maxEventLoopDelay: config.overloadMaxEventLoopDelayMs,
  retryAfter: UNAVAILABLE_RETRY_AFTER_S,
});

/** @see https://github.com/fastify/under-pressure */
export default underPressure;
