import { TESTER_API_PATH } from '@qa/shared/catalogue';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../helper';

const PLUSSER = '/api/learn/v1/plusser';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ RATE_LIMIT_MAX: '1000000', RATE_LIMIT_LEARNER_MAX: '1000000' });
});
afterAll(() => app.close());

/** A request to the Addition API from the tester's own tools, its body sent as the text given. */
const direct = (key: string, method: string, bodyText?: string) =>
  app.inject({
    method: method as 'POST',
    url: `/${TESTER_API_PATH}/calculator`,
    headers: { 'x-tester-key': key, ...(bodyText !== undefined && { 'content-type': 'application/json' }) },
    ...(bodyText !== undefined && { payload: bodyText }),
  });

const found = async (key: string) =>
  (await app.inject({ method: 'GET', url: `${PLUSSER}/sandbox`, headers: { 'x-tester-key': key } })).json<{
    found: Array<{ caseIndex?: number; bugIndex?: number }>;
  }>().found;

describe('plusser counts the steps a careful tester adds when they come from curl', () => {
  it.each([
    ['an empty body', 'POST', undefined, 7],
    ['a body that is not a JSON object', 'POST', '[2, 3]', 8],
    ['very large numbers', 'POST', '{"first": 12345678901234567890, "second": 1}', 9],
    ['an unknown field', 'POST', '{"first": 2, "second": 3, "third": 4}', 10],
    ['decimals whose sum is exact', 'POST', '{"first": 1.25, "second": 2.5}', 3],
  ])('%s finds its step', async (_name, method, body, step) => {
    const key = `curl-plusser-${step}-${body?.length ?? 0}`;
    await direct(key, method, body);
    expect((await found(key)).map(({ caseIndex }) => caseIndex)).toEqual([step]);
  });

  it('shows the lost digits of a very large sum as a bug of its own', async () => {
    await direct('curl-plusser-large', 'POST', '{"first": 100000000000000000000, "second": -7}');
    expect(await found('curl-plusser-large')).toEqual([
      expect.objectContaining({ caseIndex: 9, bugIndex: 3 }),
    ]);
  });
});
