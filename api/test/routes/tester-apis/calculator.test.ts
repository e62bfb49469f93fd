import { TESTER_API_PATH } from '@qa/shared/catalogue';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ RATE_LIMIT_MAX: '1000000', RATE_LIMIT_LEARNER_MAX: '1000000' });
});
afterAll(() => app.close());

const add = (body: unknown, method = 'POST') =>
  app.inject({
    method: method as 'POST',
    url: `/${TESTER_API_PATH}/calculator`,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the Addition API', () => {
  it.each([
    [{ first: 2, second: 3 }, 5],
    [{ first: -1.5, second: 4 }, 2.5],
    [{ first: 0, second: 0 }, 0],
    [{ first: 0.5, second: 0.25 }, 0.75],
    [{ first: 1e3, second: 1 }, 1001],
  ])('adds %j to %d', async (body, result) => {
    const response = await add(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result });
  });

  it.each([
    ['two numeric strings', { first: '2', second: '3' }, 23],
    ['a string and a number', { first: 2, second: '3' }, 23],
    ['decimals', { first: 0.1, second: 0.2 }, 0.30000000000000004],
  ])('shows a planted bug with %s', async (_name, body, result) => {
    expect((await add(body)).json()).toEqual({ result });
  });

  it('rounds a number past 2^53 that it was sent exactly', async () => {
    // Written as text: the literal itself would already be rounded in this file.
    expect((await add('{"first": 9007199254740993, "second": 0}')).json()).toEqual({ result: 2 ** 53 });
  });

  it.each([
    ['a missing field', { first: 2 }],
    ['an extra field', { first: 2, second: 3, third: 4 }],
    ['letters', { first: 'two', second: 3 }],
    ['a boolean', { first: true, second: 3 }],
    ['null', { first: null, second: 3 }],
    ['an empty string', { first: '', second: 3 }],
    ['a list', [2, 3]],
    ['a sum past the largest number', { first: 1.7e308, second: 1.7e308 }],
    ['broken JSON', '{"first": 2,'],
  ])('answers %s with a 400 that says why', async (_name, body) => {
    const response = await add(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/\S/);
  });

  it('refuses a body over 4 KiB with 413 before reading it, in the request language', async () => {
    // The attack that once held the event loop for 0.7 s a request: 16,300 digits and a letter.
    const response = await app.inject({
      method: 'POST',
      url: `/${TESTER_API_PATH}/calculator`,
      headers: { 'content-type': 'application/json', 'accept-language': 'ua' },
      payload: `{"first":"${'1'.repeat(16_300)}x","second":1}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Тіло запиту завелике.');
  });

  it('answers a long number-like string within the limit with its 400', async () => {
    const response = await add({ first: `${'1'.repeat(4000)}x`, second: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('first');
  });

  it.each(['GET', 'PUT', 'PATCH', 'DELETE'])('refuses %s with 405 and Allow: POST', async (method) => {
    const response = await add({ first: 2, second: 3 }, method);
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
  });
});
