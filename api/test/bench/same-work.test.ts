import type { FastifyInstance } from 'fastify';
import { calculate, judgeChallenge } from '../../src/bench/same-work';
import { buildApp } from '../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });

// The bench's baseline is only fair if it does the routes' work: the same answer for the same body.
describe("the bench's same work answers what the routes answer", () => {
  it.each([
    { first: '100', second: 'EUR', third: 'GBP' },
    { first: '-1', second: 'USD', third: 'EUR' },
    { first: '', second: 'EUR', third: 'EUR' },
  ])('POST on the currency converter, %j', async (body) => {
    const response = await post('/api/scripted/v1/currency-converter', body);
    expect(response.statusCode).toBe(200);
    expect(judgeChallenge('api/scripted/v1/currency-converter', body, 'en')).toEqual(response.json());
  });

  it.each([{ first: 2, second: 3 }, { first: '2', second: 'x' }, { first: 1 }])(
    'POST on the calculator, %j',
    async (body) => {
      const response = await post('/api/sandbox/v1/calculator', body, { 'x-tester-key': 'same-work-key' });
      const answer = calculate('same-work-key', body, 'en');
      expect(answer.status).toBe(response.statusCode);
      expect(answer.body).toEqual(response.json());
    },
  );

  it('refuses a path whose challenge needs a sandbox, or none', () => {
    expect(() => judgeChallenge('api/nowhere', {}, 'en')).toThrow();
  });
});
