import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { AppConfig } from '../../config';

/** Over the limit it throws a 429 error, which the error handler turns into the usual localized body. */
export const autoConfig = (config: AppConfig): RateLimitPluginOptions => ({
  max: config.rateLimitMax,
  timeWindow: '1 minute',
});

/** Per client address request budget. @see https://github.com/fastify/fastify-rate-limit */
export default rateLimit;
