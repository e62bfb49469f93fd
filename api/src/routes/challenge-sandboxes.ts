import type { SandboxFindings } from '@qa/shared/catalogue';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { COUNTING_CHALLENGES, describeFindings, type TesterApiName } from '../challenges/direct-findings';
import { isRegistered } from '../challenges/registry';
import { SandboxFindingsSchema } from '../schemas/challenges';
import { responses } from '../schemas/common';

const response = responses({ 200: SandboxFindingsSchema });

/**
 * For the API-testing pages: GET {challenge url}/sandbox names the tester's key (a fresh one for a page that has
 * none) and what their own tools found; POST {challenge url}/sandbox/reset starts the challenge over there too.
 */
export default async function challengeSandboxRoutes(fastify: FastifyInstance) {
  for (const [api, { path, reset }] of Object.entries(COUNTING_CHALLENGES) as Array<
    [TesterApiName, (typeof COUNTING_CHALLENGES)[TesterApiName]]
  >) {
    if (!isRegistered(path)) continue;
    const url = `/${path}/sandbox`;

    fastify.get(url, { schema: { response } }, async (request, reply): Promise<SandboxFindings> =>
      fastify.sandboxes.use(request, reply, (sandbox, testerKey) => ({
        testerKey,
        found: describeFindings(sandbox, api, request.language),
      })),
    );

    fastify.post(
      `${url}/reset`,
      { schema: { body: Type.Object({}, { additionalProperties: false }), response } },
      async (request, reply): Promise<SandboxFindings> =>
        fastify.sandboxes.use(request, reply, (sandbox, testerKey) => {
          delete sandbox.found[path];
          reset(sandbox);
          return { testerKey, found: [] };
        }),
    );
  }
}
