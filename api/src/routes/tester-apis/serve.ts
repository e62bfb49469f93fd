import type { Language } from '@qa/shared/catalogue';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { recordDirectFinding, type TesterApiName } from '../../challenges/direct-findings';
import type { Sandbox } from '../../sandbox/sandbox';
import type { ApiRequest, ApiResponse } from '../../tester-apis/exchange';
import { TESTER_KEY_SCHEME } from '../../plugins/external/swagger';

type Api = (sandbox: Sandbox, request: ApiRequest, language: Language) => ApiResponse;

/**
 * What every tester API route shares. The body schema documents the API; the API checks bodies itself, so a
 * request from curl and one from the challenge form get the same answers and its planted bugs stay reachable.
 * HEAD is left out: it would answer like GET without being one of the API's methods.
 */
export const testerRoute = (tag: string, schema: Record<string, unknown>): RouteShorthandOptions => ({
  exposeHeadRoute: false,
  validatorCompiler: () => () => true,
  schema: { tags: [tag], security: [{ [TESTER_KEY_SCHEME]: [] }, {}], ...schema },
});

/** The route handler of a tester API: runs it in the tester's sandbox and counts what the request found. */
export const serve =
  (fastify: FastifyInstance, name: TesterApiName, api: Api, pathOf: (request: FastifyRequest) => string) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await fastify.sandboxes.use(request, reply, (sandbox) => {
      const apiRequest: ApiRequest = { method: request.method, path: pathOf(request), body: request.body };
      const answer = api(sandbox, apiRequest, request.language);
      const bodyText = request.body === undefined ? '' : JSON.stringify(request.body);
      recordDirectFinding(sandbox, name, { request: apiRequest, response: answer }, bodyText);
      return answer;
    });
    reply.code(response.status).headers(response.headers ?? {});
    return response.body === undefined ? reply.send() : response.body;
  };
