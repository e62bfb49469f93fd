import type { FastifyRedis } from '@fastify/redis';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { AppConfig } from '../../config';
import { createClientKey, LEARNER_KEY_PREFIX, learnerKeyOf } from './rate-limit-key';

/**
 * A budget per learner where a request names one (tester key, identity token), and per client address for
 * anonymous requests: a class behind one school address shares only the address budget for what it sends
 * anonymously, which is sized for a class, while one client flooding still meets it. Over a budget it throws a
 * 429 error, which the error handler turns into the usual localized body (with Retry-After).
 */
export const autoConfig = (config: AppConfig, redis?: FastifyRedis): RateLimitPluginOptions => {
  const clientKey = createClientKey();
  return {
    // Counted in Redis, every instance shares each budget. While Redis is away the limits are not applied (and
    // logged) rather than refusing every call: challenges need nothing else from Redis, and under-pressure
    // still sheds an overload.
    ...(redis && { redis, skipOnError: true }),
    max: (_request, key) =>
      key.startsWith(LEARNER_KEY_PREFIX) ? config.rateLimitLearnerMax : config.rateLimitMax,
    timeWindow: '1 minute',
    keyGenerator: (request) => learnerKeyOf(request.headers) ?? clientKey(request.ip),
  };
};

/** Request budgets. @see https://github.com/fastify/fastify-rate-limit */
export default rateLimit;
