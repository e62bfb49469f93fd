import { TESTER_API_PATH } from '@qa/shared/catalogue';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../helper';

const USER_CRUD = '/api/api-testing/v1/userCrud';
const PLUSSER = '/api/learn/v1/plusser';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ RATE_LIMIT_MAX: '1000000', RATE_LIMIT_LEARNER_MAX: '1000000' });
});
afterAll(() => app.close());

const direct = (key: string, method: string, path: string, body?: unknown) =>
  app.inject({
    method: method as 'GET',
    url: `/${TESTER_API_PATH}${path}`,
    headers: { 'x-tester-key': key, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { payload: JSON.stringify(body) }),
  });

const findings = (url: string, key?: string, language = 'en') =>
  app.inject({
    method: 'GET',
    url: `${url}/sandbox`,
    headers: { 'accept-language': language, ...(key && { 'x-tester-key': key }) },
  });

const form = (url: string, key: string, payload: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'x-tester-key': key, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe("what a tester's own requests find", () => {
  it('gives a page without a key a fresh one, and nothing found yet', async () => {
    const response = await findings(USER_CRUD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.testerKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-tester-key']).toBe(body.testerKey);
    expect(body.found).toEqual([]);
  });

  it('lists a case and a bug found through the User API, with the request as the form would send it', async () => {
    const key = 'curl-tester-1';
    await direct(key, 'GET', '/users/3abc');
    await direct(key, 'DELETE', '/users');
    await direct(key, 'DELETE', '/users');
    const { found } = (await findings(USER_CRUD, key, 'pl')).json();
    expect(found).toEqual([
      {
        payload: { first: 'GET', second: '/users/3abc', third: '' },
        caseIndex: 2,
        caseText: expect.stringContaining('GET /users/{id}'),
        bugIndex: 4,
        bugText: expect.stringContaining('użytkownika 3'),
      },
      {
        payload: { first: 'DELETE', second: '/users', third: '' },
        caseIndex: 15,
        caseText: expect.stringContaining('405'),
      },
    ]);
    // Another tester's page sees none of it.
    expect((await findings(USER_CRUD, 'curl-tester-2')).json().found).toEqual([]);
  });

  it('restores what it lists through the batch call, as the page does on its next visit', async () => {
    const key = 'curl-tester-3';
    await direct(key, 'PATCH', '/users/5', {});
    const { found } = (await findings(USER_CRUD, key)).json();
    const batch = await app.inject({
      method: 'POST',
      url: `${USER_CRUD}/batch`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(found.map((item: { payload: object }) => item.payload)),
    });
    const [restored] = batch.json();
    expect(restored).toMatchObject({ bugIndex: 2, bugText: expect.stringContaining('PATCH') });
    expect(restored.caseIndex).toBeUndefined();
  });

  it('counts Addition API requests for plusser, step by step in any order', async () => {
    const key = 'curl-tester-4';
    await direct(key, 'GET', '/calculator');
    await direct(key, 'POST', '/calculator', { first: '2', second: '3' });
    const { found } = (await findings(PLUSSER, key)).json();
    expect(found).toEqual([
      expect.objectContaining({ caseIndex: 4, payload: { first: 'GET', second: '', caseNumber: 4 } }),
      expect.objectContaining({ caseIndex: 2, bugIndex: 1 }),
    ]);
  });

  it('shares one sandbox between the form and the tester’s own tools', async () => {
    const key = 'form-and-curl';
    await direct(key, 'DELETE', '/users/7');
    const answer = (await form(USER_CRUD, key, { first: 'GET', second: '/users/7', third: 'empty' })).json();
    expect(answer.message).toMatch(
      /^GET \/users\/7 → 404 Not Found\n[^]*"message": "No user has the id 7\."/,
    );
    // User 7 was deleted in this sandbox: the state check, not the id no user ever had.
    expect(answer.caseIndex).toBe(19);
  });

  it('starts over on reset: findings go and the users are the first ten again', async () => {
    const key = 'resetting-tester';
    await direct(key, 'DELETE', '/users/1');
    await direct(key, 'POST', '/users', { name: 'Extra' });
    const reset = await app.inject({
      method: 'POST',
      url: `${USER_CRUD}/sandbox/reset`,
      headers: { 'x-tester-key': key, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(reset.json()).toEqual({ testerKey: key, found: [] });
    expect((await findings(USER_CRUD, key)).json().found).toEqual([]);
    const users = (await direct(key, 'GET', '/users')).json();
    expect(users.map((user: { id: number }) => user.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  /** A request with a raw body, as curl sends one. */
  const raw = (key: string, method: string, path: string, body: string) =>
    app.inject({
      method: method as 'POST',
      url: `/${TESTER_API_PATH}${path}`,
      headers: { 'x-tester-key': key, 'content-type': 'application/json' },
      payload: body,
    });

  it.each([
    ['a body that is not JSON', 'POST', '/users', '{name:', 16],
    ['a trailing comma', 'PUT', '/users/3', '{"name": "a",}', 16],
    ['an empty JSON body', 'POST', '/users', '', 17],
    ['an endpoint the API does not have', 'GET', '/accounts', '', 18],
    ['a path under a user', 'DELETE', '/users/3/orders', '', 18],
  ])(
    'counts %s sent from curl, and restores it through the batch call',
    async (_name, method, path, body, caseIndex) => {
      const key = `curl-classes-${caseIndex}-${method}`;
      const response = await raw(key, method, path, body);
      expect(response.statusCode).toBe(caseIndex === 18 ? 404 : 400);
      const { found } = (await findings(USER_CRUD, key)).json();
      expect(found).toEqual([
        expect.objectContaining({ payload: { first: method, second: path, third: body }, caseIndex }),
      ]);
      const batch = await app.inject({
        method: 'POST',
        url: `${USER_CRUD}/batch`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify([{ ...found[0].payload, third: body || 'empty' }]),
      });
      expect(batch.json()).toEqual([expect.objectContaining({ caseIndex })]);
    },
  );

  it('counts the state checks a tester makes from curl in one sandbox', async () => {
    const key = 'curl-state-checks';
    await direct(key, 'POST', '/users', { name: 'Alex' });
    await direct(key, 'GET', '/users/11');
    await direct(key, 'PATCH', '/users/4', { name: 'Kate' });
    await direct(key, 'GET', '/users/4');
    await direct(key, 'DELETE', '/users/4');
    await direct(key, 'PUT', '/users/4', { name: 'Kate' });
    const { found } = (await findings(USER_CRUD, key)).json();
    expect(found.map((each: { caseIndex?: number }) => each.caseIndex)).toEqual([6, 20, 13, 27, 14, 19]);
  });
});
