import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The API only answers JSON, so its pages may load nothing and be framed by nobody;
 * helmet's other defaults (nosniff, HSTS, referrer policy, ...) stay on.
 */
export const autoConfig: FastifyHelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
};

/** Security headers on every response. @see https://github.com/fastify/fastify-helmet */
export default helmet;
