import {
  TEST_DESIGN_API,
  TestDesignInfoSchema,
  TestRunBodySchema,
  AnyRunResultSchema,
  type TestDesignInfo,
  type TestRunBody,
} from '@qa/shared/test-design/schema';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '../i18n/error-messages';
import { sendError } from '../plugins/app/error-handler';
import { responses } from '../schemas/common';
import { REGISTERED_DESIGNS } from '../test-design/registry';
import { storeName } from '@qa/shared/catalogue';

/**
 * The test-design exercise of each challenge that has one: GET what a table is written against, POST a table
 * to run against the reference build and the hidden bug variants, or against build 2 with the rows marked.
 * Anonymous, or signed in: closed to a learner while their interview session on the challenge runs. A run is
 * graded off the event loop and spends what it costs from the client's grading budget (plugins/app/grading.ts).
 */
export default async function testDesignRoutes(fastify: FastifyInstance) {
  for (const { entry, design } of REGISTERED_DESIGNS) {
    const challenge = storeName(entry);
    const url = `/${TEST_DESIGN_API}/${entry.group}/${entry.key}`;
    const outcomeIds = new Set(Object.keys(design.outcomes));

    fastify.get(
      url,
      { schema: { response: responses({ 200: TestDesignInfoSchema }) } },
      async (request): Promise<TestDesignInfo> => ({
        fields: [...design.fields],
        outcomes: Object.entries(design.outcomes).map(([id, text]) => ({ id, text: text[request.language] })),
        builds: [{ number: 1 }, { number: 2, releaseNote: design.build2.releaseNote[request.language] }],
        variantsTotal: design.faults.ids.length,
        ...(design.writes && { runsInOrder: true }),
      }),
    );

    fastify.post<{ Body: TestRunBody }>(
      url,
      {
        onRequest: [fastify.identifyIfSent, fastify.grading.admit],
        preHandler: fastify.interview.closedDuring(entry.key),
        schema: { body: TestRunBodySchema, response: responses({ 200: AnyRunResultSchema }) },
      },
      async (request, reply) => {
        const { body, language } = request;
        if (body.build !== 1 && body.build !== 2)
          return sendError(reply, 400, ERROR_MESSAGES.unknownBuild[language]);
        if (body.tests.some(({ expected }) => !outcomeIds.has(expected))) {
          return sendError(reply, 400, ERROR_MESSAGES.unknownOutcome[language]);
        }
        return fastify.grading.run(request, { kind: 'testRun', challenge, body, language });
      },
    );
  }
}
