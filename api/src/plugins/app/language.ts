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
 * A getter rather than a hook: it is right in every handler and hook, including the not-found handler and
 * requests stopped before our hooks ran (rate limit, body parsing).
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
