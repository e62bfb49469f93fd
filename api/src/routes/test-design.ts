import {
  TEST_DESIGN_API,
  TestDesignInfoSchema,
  TestRunBodySchema,
  TestRunResultSchema,
  type TestDesignInfo,
  type TestRunBody,
} from '@qa/shared/test-design/schema';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '../i18n/error-messages';
import { sendError } from '../plugins/app/error-handler';
import { responses } from '../schemas/common';
import { REGISTERED_DESIGNS } from '../test-design/registry';
import { runTests } from '../test-design/test-design';

/** Builds a table may run against; a later build carries a change of the requirements and a regression. */
const BUILDS = [1];

/**
 * The test-design exercise of each challenge that has one: GET what a table is written against, POST a table
 * to run against the reference build and the hidden bug variants. Anonymous; the address budget applies.
 */
export default async function testDesignRoutes(fastify: FastifyInstance) {
  for (const { entry, design } of REGISTERED_DESIGNS) {
    const url = `/${TEST_DESIGN_API}/${entry.group}/${entry.key}`;
    const outcomeIds = new Set(Object.keys(design.outcomes));

    fastify.get(
      url,
      { schema: { response: responses({ 200: TestDesignInfoSchema }) } },
      async (request): Promise<TestDesignInfo> => ({
        fields: [...design.fields],
        outcomes: Object.entries(design.outcomes).map(([id, text]) => ({ id, text: text[request.language] })),
        builds: BUILDS,
        variantsTotal: design.variants.length,
      }),
    );

    fastify.post<{ Body: TestRunBody }>(
      url,
      { schema: { body: TestRunBodySchema, response: responses({ 200: TestRunResultSchema }) } },
      async (request, reply) => {
        const { build, tests } = request.body;
        if (!BUILDS.includes(build))
          return sendError(reply, 400, ERROR_MESSAGES.unknownBuild[request.language]);
        if (tests.some(({ expected }) => !outcomeIds.has(expected))) {
          return sendError(reply, 400, ERROR_MESSAGES.unknownOutcome[request.language]);
        }
        return runTests(
          design,
          tests.map(({ values: { first = '', second = '', third = '' }, expected }) => ({
            values: { first, second, third },
            expected,
          })),
        );
      },
    );
  }
}
