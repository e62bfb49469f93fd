import type { ChallengePayload } from '@qa/shared/catalogue';
import type { FastifyInstance } from 'fastify';
import { describeChallenge } from '../challenges/engine/challenge-info';
import { evaluateApi } from '../challenges/engine/api';
import { evaluate, evaluateBatch } from '../challenges/engine/evaluate';
import { batchSchema, payloadSchema } from '../challenges/engine/payload-schema';
import { REGISTERED_CHALLENGES } from '../challenges/registry';
import { annotateResult } from '../progress/annotate-result';
import { BatchResultSchema, ChallengeInfoSchema, ChallengeResultSchema } from '../schemas/challenges';
import { responses } from '../schemas/common';

/** The three calls of SPEC §7 for every registered challenge, at its catalogue path. */
export default async function challengeRoutes(fastify: FastifyInstance) {
  for (const { entry, definition } of REGISTERED_CHALLENGES) {
    const url = `/${entry.path}`;

    fastify.get(url, { schema: { response: responses({ 200: ChallengeInfoSchema }) } }, async (request) =>
      describeChallenge(definition, request.language),
    );

    fastify.post<{ Body: ChallengePayload }>(
      url,
      // With a response schema the answer is written by a serializer compiled for it, not JSON.stringify.
      { schema: { body: payloadSchema(definition), response: responses({ 200: ChallengeResultSchema }) } },
      async (request, reply) =>
        annotateResult(
          definition,
          request.body,
          definition.evaluator === 'api'
            ? // The form's request goes to the real API, in the tester's sandbox like their own tools' requests.
              await fastify.sandboxes.use(request, reply, (sandbox) =>
                evaluateApi(definition, sandbox, request.body, request.language),
              )
            : evaluate(definition, request.body, request.language),
        ),
    );

    fastify.post<{ Body: ChallengePayload[] }>(
      `${url}/batch`,
      { schema: { body: batchSchema(definition), response: responses({ 200: BatchResultSchema }) } },
      async (request) => evaluateBatch(definition, request.body, request.language),
    );
  }
}
