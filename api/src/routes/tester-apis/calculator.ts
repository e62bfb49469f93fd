import { TESTER_API_PATH } from '@qa/shared/catalogue';
import type { FastifyInstance } from 'fastify';
import { ADDITION_API_TAG } from '../../plugins/external/swagger';
import { CALCULATOR_PATH, calculatorApi } from '../../tester-apis/calculator/calculator-api';
import { CalculatorBodySchema, ERRORS, errorOf, SumSchema } from '../../tester-apis/schemas';
import { serve, testerRoute } from './serve';

const URL = `/${TESTER_API_PATH}${CALCULATOR_PATH}`;

/** The Addition API (SPEC §5): POST only; the other methods are documented as refused. */
export default async function calculatorApiRoutes(fastify: FastifyInstance) {
  const handler = serve(
    fastify,
    'calculator',
    (_sandbox, request, language) => calculatorApi(request, language),
    () => CALCULATOR_PATH,
  );
  fastify.post(
    URL,
    testerRoute(ADDITION_API_TAG, {
      summary: 'Add two numbers',
      body: CalculatorBodySchema,
      response: {
        200: SumSchema,
        400: errorOf('Bad Request: the body is not JSON, misses a field, has another one or holds no number'),
        413: ERRORS[413],
        415: ERRORS[415],
      },
    }),
    handler,
  );
  for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
    fastify.route({
      method,
      url: URL,
      ...testerRoute(ADDITION_API_TAG, {
        summary: 'Not allowed: POST only',
        response: { 405: ERRORS[405] },
      }),
      handler,
    });
  }
}
