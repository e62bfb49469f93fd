import type { FastifyRedis } from '@fastify/redis';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';

/**
 * The counters behind every request budget (budgets.ts spends them). Nothing is applied by this plugin itself
 * (`global: false`): a budget is spent per client address first and then per learner, which takes two counters
 * a request, so budgets.ts calls the limiters it creates.
 */
export const autoConfig = (redis?: FastifyRedis): RateLimitPluginOptions => ({
  global: false,
  // Counted in Redis, every instance shares each budget. While Redis is away the limits are not applied (and
  // logged) rather than refusing every call: challenges need nothing else from Redis, and under-pressure
  // still sheds an overload.
  ...(redis && { redis, skipOnError: true, nameSpace: 'qa:budget:' }),
});

/** Request budgets. @see https://github.com/fastify/fastify-rate-limit */
export default rateLimit;
