import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The API only answers JSON, so its pages may load nothing and be framed by nobody;
 * helmet's other defaults (nosniff, HSTS, referrer policy, ...) stay on.
 */
export const autoConfig: HelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
};

/**
 * The headers helmet sets for these options. They do not depend on the request, so they are worked out once:
 * run per request (as @fastify/helmet does), helmet tripled the time of a challenge call.
 */
export const securityHeaders = (options: HelmetOptions): Readonly<Record<string, string>> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
};

/** Security headers on every response, from helmet. @see https://helmetjs.github.io/ */
export default fp(
  async function securityHeadersPlugin(fastify, options: HelmetOptions) {
    const headers = securityHeaders(options);
    // A callback hook: an async one costs every request a promise and a turn of the microtask queue.
    fastify.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
