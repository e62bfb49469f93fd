import type { FastifyInstance } from 'fastify';
import { matchesEtag } from '../http/etag';
import { ERROR_MESSAGES } from '../i18n/error-messages';
import { STATIC_DIR } from '../paths';
import { sendError } from '../plugins/app/error-handler';
import { loadStaticPages } from '../static-pages/pages';
import { NoContent, responses } from '../schemas/common';
import { StaticHtmlSchema } from '@qa/shared/static-pages';

/**
 * The texts change rarely, so browsers keep them a day; after that the ETag makes checking for a new version
 * cost an empty 304. A day also bounds how long a changed text stays unseen.
 */
const CACHE_CONTROL = 'public, max-age=86400';

/** The pages are text only: opened directly, nothing in them may run, load, submit or be framed. */
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/** GET /api/static/{page}.{language}.html (SPEC §7): terms and privacy as HTML fragments, read at start-up. */
export default async function staticPageRoutes(fastify: FastifyInstance) {
  const pages = await loadStaticPages(STATIC_DIR);

  const schema = {
    response: responses({
      200: { content: { 'text/html': { schema: StaticHtmlSchema } } },
      304: NoContent,
    }),
  };
  fastify.get<{ Params: { file: string } }>('/api/static/:file', { schema }, async (request, reply) => {
    const page = pages.get(request.params.file);
    if (!page) return sendError(reply, 404, ERROR_MESSAGES.notFound[request.language]);
    reply.headers({
      'cache-control': CACHE_CONTROL,
      etag: page.etag,
      'content-security-policy': CONTENT_SECURITY_POLICY,
    });
    if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.body);
  });
}
