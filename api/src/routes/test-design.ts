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
import { runRegression } from '../test-design/regression';
import { wrongRowRules } from '../test-design/expert-classes';
import { runTests, tableRows } from '../test-design/test-design';

/**
 * The test-design exercise of each challenge that has one: GET what a table is written against, POST a table
 * to run against the reference build and the hidden bug variants, or against build 2 with the rows marked.
 * Anonymous, or signed in: closed to a learner while their interview session on the challenge runs. The address
 * budget applies.
 */
export default async function testDesignRoutes(fastify: FastifyInstance) {
  for (const { entry, design, definition } of REGISTERED_DESIGNS) {
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
        onRequest: fastify.identifyIfSent,
        preHandler: fastify.interview.closedDuring(entry.key),
        schema: { body: TestRunBodySchema, response: responses({ 200: AnyRunResultSchema }) },
      },
      async (request, reply) => {
        const { build, tests } = request.body;
        if (build !== 1 && build !== 2)
          return sendError(reply, 400, ERROR_MESSAGES.unknownBuild[request.language]);
        if (tests.some(({ expected }) => !outcomeIds.has(expected))) {
          return sendError(reply, 400, ERROR_MESSAGES.unknownOutcome[request.language]);
        }
        const rows = tableRows(tests);
        if (build === 2) return runRegression(design, design.build2, rows);
        const run = runTests(design, rows, request.body.firstRuns ?? {});
        const rules = wrongRowRules(design, definition, rows, run, request.language);
        return {
          ...run,
          rows: run.rows.map((row, index) => ({ ...row, ...(rules[index] && { rule: rules[index] }) })),
        };
      },
    );
  }
}
