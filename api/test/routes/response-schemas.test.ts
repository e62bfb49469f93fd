import SwaggerParser from '@apidevtools/swagger-parser';
import { API_DOCS_PATH, TESTER_API_PATH } from '@qa/shared/catalogue';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../helper';

interface Operation {
  tags?: string[];
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

let app: FastifyInstance;
let document: { openapi: string; paths: Paths };

beforeAll(async () => {
  app = await buildApp({}, undefined, { documentEveryRoute: true });
  document = (await app.inject({ method: 'GET', url: `/${API_DOCS_PATH}/json` })).json();
});
afterAll(() => app.close());

/** The product's own calls: every documented operation but the testers' APIs and the documentation's pages. */
const productOperations = () =>
  Object.entries(document.paths)
    .filter(([path]) => !path.startsWith(`/${TESTER_API_PATH}`) && !path.startsWith(`/${API_DOCS_PATH}`))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ key: `${method} ${path}`, operation })),
    );

describe('the OpenAPI document of every route', () => {
  it('is a valid OpenAPI document', async () => {
    // A copy of its own: the parser dereferences the document it is given.
    const copy = (await app.inject({ method: 'GET', url: `/${API_DOCS_PATH}/json` })).json<
      Parameters<typeof SwaggerParser.validate>[0]
    >();
    await expect(SwaggerParser.validate(copy)).resolves.toBeDefined();
  });

  it('holds the product calls a page makes', () => {
    const keys = productOperations().map(({ key }) => key);
    expect(keys.length).toBeGreaterThan(100);
    expect(keys).toEqual(
      expect.arrayContaining([
        'get /api/game/v1/leaderboard',
        'post /api/progress/v1/me',
        'get /api/classroom/v1/classes/{classId}',
        'get /api/assessment',
        'post /api/learn/v1/adder/batch',
        'get /api/static/{file}',
      ]),
    );
  });

  it('describes what each product call sends on success, and its error body', () => {
    const undescribed = productOperations().filter(({ operation: { responses } }) => {
      const success = Object.entries(responses).filter(([status]) => /^2\d\d$/.test(status));
      const described = success.every(
        ([status, response]) => status === '204' || Object.values(response.content ?? {})[0]?.schema,
      );
      return success.length === 0 || !described || !responses['4XX']?.content;
    });
    expect(undescribed.map(({ key }) => key)).toEqual([]);
  });
});
