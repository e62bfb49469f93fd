import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { AppConfig } from '../../config';
import { createClientKey } from './rate-limit-key';

/** Over the limit it throws a 429 error, which the error handler turns into the usual localized body. */
export const autoConfig = (config: AppConfig): RateLimitPluginOptions => {
  const clientKey = createClientKey();
  return {
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    keyGenerator: (request) => clientKey(request.ip),
  };
};

/** Per client address request budget. @see https://github.com/fastify/fastify-rate-limit */
export default rateLimit;
