import type { Language } from '@qa/shared/catalogue';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { resolveLanguage } from '../../i18n/accept-language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The interface language of this request, from Accept-Language. */
    language: Language;
  }
}

/**
 * A getter rather than a hook: it is then available to every handler, including the error and not-found
 * handlers reached before any of our hooks has run (rate limit, body parsing).
 */
export default fp(
  async function language(fastify) {
    fastify.decorateRequest('language', {
      getter(this: FastifyRequest) {
        return resolveLanguage(this.headers['accept-language']);
      },
    });
  },
  { name: 'language' },
);
