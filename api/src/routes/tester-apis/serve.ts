import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { recordDirectFinding, type TesterApiName } from '../../challenges/direct-findings';
import type { ApiRequest, TesterApi } from '../../tester-apis/exchange';
import { TESTER_KEY_SCHEME } from '../../plugins/external/swagger';

/**
 * The largest body a tester API reads (bytes): ten times what a valid request needs, so an oversized name still
 * gets the API's own 400, while a bigger body is refused with 413 before anything parses or judges it.
 */
export const TESTER_API_BODY_LIMIT = 4 * 1024;

/**
 * What every tester API route shares. The body schema documents the API; the API checks bodies itself, so a
 * request from curl and one from the challenge form get the same answers and its planted bugs stay reachable.
 * HEAD is left out: it would answer like GET without being one of the API's methods.
 */
export const testerRoute = (tag: string, schema: Record<string, unknown>): RouteShorthandOptions => ({
  exposeHeadRoute: false,
  bodyLimit: TESTER_API_BODY_LIMIT,
  validatorCompiler: () => () => true,
  schema: { tags: [tag], security: [{ [TESTER_KEY_SCHEME]: [] }, {}], ...schema },
});

/** The body as the form would have sent it; undefined for one too deep to write back (it finds nothing). */
export const textOf = (body: unknown): string | undefined => {
  if (body === undefined) return '';
  try {
    return JSON.stringify(body);
  } catch {
    return undefined;
  }
};

/** The route handler of a tester API: runs it in the tester's sandbox and counts what the request found. */
export const serve =
  (
    fastify: FastifyInstance,
    name: TesterApiName,
    api: TesterApi,
    pathOf: (request: FastifyRequest) => string,
    /** The body as the form would have sent it, for an API that reads bodies of its own kind. */
    bodyTextOf: (body: unknown) => string | undefined = textOf,
  ) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await fastify.sandboxes.use(request, reply, (sandbox) => {
      const apiRequest: ApiRequest = { method: request.method, path: pathOf(request), body: request.body };
      const answer = api(sandbox, apiRequest, request.language);
      const bodyText = bodyTextOf(request.body);
      if (bodyText !== undefined) {
        recordDirectFinding(sandbox, name, { request: apiRequest, response: answer }, bodyText);
      }
      return answer;
    });
    reply.code(response.status).headers(response.headers ?? {});
    return response.body === undefined ? reply.send() : response.body;
  };
