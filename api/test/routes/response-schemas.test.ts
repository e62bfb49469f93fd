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
  app = await buildApp();
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

// That the document is valid and holds every route: api/test/plugins/external/openapi.test.ts.
describe('the OpenAPI document of every route', () => {
  it('describes what each product call sends on success, and its error body', () => {
    const undescribed = productOperations().filter(({ operation: { responses } }) => {
      const success = Object.entries(responses).filter(([status]) => /^2\d\d$/.test(status));
      const described = success.every(
        ([status, response]) => status === '204' || Object.values(response.content ?? {})[0]?.schema,
      );
      return success.length === 0 || !described || !responses['4XX']?.content;
    });
    expect(productOperations().length).toBeGreaterThan(100);
    expect(undescribed.map(({ key }) => key)).toEqual([]);
  });
});
