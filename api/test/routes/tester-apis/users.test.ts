import { TESTER_API_PATH } from '@qa/shared/catalogue';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../helper';

const BASE = `/${TESTER_API_PATH}`;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ RATE_LIMIT_MAX: '1000000', RATE_LIMIT_LEARNER_MAX: '1000000' });
});
afterAll(() => app.close());

const call = (
  method: string,
  path: string,
  { key, body, headers = {} }: { key?: string; body?: unknown; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: method as 'GET',
    url: `${BASE}${path}`,
    headers: {
      ...(key && { 'x-tester-key': key }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body !== undefined && { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });

describe('tester keys', () => {
  it('gives a request without a key a fresh one, and a request with a key keeps it', async () => {
    const first = await call('GET', '/users');
    const second = await call('GET', '/users');
    const fresh = String(first.headers['x-tester-key']);
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-tester-key']).not.toBe(fresh);
    expect((await call('GET', '/users', { key: fresh })).headers['x-tester-key']).toBe(fresh);
  });

  it.each(['short', 'has spaces in it', 'x'.repeat(65), 'semi;colon-key'])(
    'refuses the malformed key %j with a 400 that says how to get one',
    async (key) => {
      const response = await call('GET', '/users', { key, headers: { 'accept-language': 'pl' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('X-Tester-Key');
      expect(response.json().message).toMatch(/klucz/);
    },
  );

  it("never shows one tester's writes to another", async () => {
    await call('POST', '/users', { key: 'tester-anna', body: { name: 'Only Anna sees me' } });
    await call('DELETE', '/users/1', { key: 'tester-anna' });
    await call('PUT', '/users/2', { key: 'tester-anna', body: { name: 'Renamed by Anna' } });
    const annas = (await call('GET', '/users', { key: 'tester-anna' })).json();
    const bens = (await call('GET', '/users', { key: 'tester-ben' })).json();
    expect(annas.map((user: { name: string }) => user.name)).toContain('Only Anna sees me');
    expect(annas.map((user: { id: number }) => user.id)).not.toContain(1);
    expect(bens).toHaveLength(10);
    expect(bens[0]).toEqual({ id: 1, name: 'Alice Johnson' });
    expect(bens[1].name).toBe('Bohdan Melnyk');
    expect((await call('GET', '/users/11', { key: 'tester-ben' })).statusCode).toBe(404);
  });
});

describe('the User API', () => {
  it('walks a user through its life: create, read, replace, change, delete', async () => {
    const key = 'lifecycle-test';
    const created = await call('POST', '/users', { key, body: { name: 'Alex' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: 11, name: 'Alex' });
    expect(created.headers.location).toBe(`${BASE}/users/11`);
    expect((await call('GET', '/users/11', { key })).json()).toEqual({ id: 11, name: 'Alex' });
    expect((await call('PUT', '/users/11', { key, body: { name: 'Alexa' } })).json().name).toBe('Alexa');
    expect((await call('PATCH', '/users/11', { key, body: { name: 'Lex' } })).json().name).toBe('Lex');
    expect((await call('DELETE', '/users/11', { key })).statusCode).toBe(204);
    expect((await call('GET', '/users/11', { key })).statusCode).toBe(404);
    // Ids are not given out again.
    expect((await call('POST', '/users', { key, body: { name: 'Next' } })).json().id).toBe(12);
  });

  it.each([
    ['DELETE', '/users', 'GET, POST'],
    ['PUT', '/users', 'GET, POST'],
    ['POST', '/users/3', 'GET, PUT, PATCH, DELETE'],
  ])('answers %s %s with 405 and an Allow header', async (method, path, allow) => {
    const response = await call(method, path, { body: method === 'DELETE' ? undefined : { name: 'x' } });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
  });

  it.each([
    ['no body', undefined],
    ['an empty name', { name: '' }],
    ['a blank name', { name: '   ' }],
    ['a number as the name', { name: 42 }],
    ['null as the name', { name: null }],
    ['a list', ['Alex']],
    ['a string', 'Alex'],
    ['another field', { name: 'Alex', role: 'admin' }],
    ['a 51-character name', { name: 'A'.repeat(51) }],
  ])('refuses to create a user from %s with a 400 that says why', async (_name, body) => {
    const response = await call('POST', '/users', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(/\S/),
    });
  });

  it.each([
    ['not JSON', '{"name": '],
    ['a huge body', JSON.stringify({ name: 'x'.repeat(20_000) })],
    ['a deep body', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ])('answers a hostile body (%s) with a 4xx', async (_name, payload) => {
    const response = await call('POST', '/users', { body: payload });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it.each(['{name:', '{"name": "a",}', "{'name': 'Kate'}"])(
    'answers the body %j, which is not JSON, with its own 400 as the form does',
    async (payload) => {
      const response = await call('POST', '/users', { body: payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'The request body is not valid JSON.',
      });
    },
  );

  it('still refuses a JSON body that poisons a prototype, and creates no one', async () => {
    const key = 'proto-poison';
    const response = await call('POST', '/users', { key, body: '{"__proto__": {"name": "x"}}' });
    expect(response.statusCode).toBe(400);
    expect((await call('GET', '/users', { key })).json()).toHaveLength(10);
  });

  it('reads an empty JSON body as no body, as the form does', async () => {
    const key = 'empty-json-body';
    const post = await call('POST', '/users', { key, body: '' });
    expect(post.statusCode).toBe(400);
    expect(post.json().message).toMatch(/must be a JSON object/);
    expect((await call('DELETE', '/users/2', { key, body: '' })).statusCode).toBe(204);
  });

  it.each(['/accounts', '/user', '/users/3/orders', '/users/'])(
    'answers the address %s, which it does not have, with its own 404',
    async (path) => {
      const response = await call('GET', path);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`There is no endpoint ${path}. Use /users or /users/{id}.`);
    },
  );

  it("leaves an unknown address under the Addition API to the server's 404", async () => {
    const response = await call('GET', '/calculator/sum');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).not.toMatch(/\/users/);
  });

  it('answers in the language of Accept-Language', async () => {
    const response = await call('GET', '/users/99', { headers: { 'accept-language': 'ua' } });
    expect(response.json().message).toBe('Користувача з ідентифікатором 99 немає.');
  });
});

describe('its planted bugs', () => {
  it('PUT accepts a blank name that POST refuses', async () => {
    expect((await call('POST', '/users', { body: { name: '  ' } })).statusCode).toBe(400);
    const response = await call('PUT', '/users/4', { body: { name: '  ' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 4, name: '  ' });
  });

  it('PATCH without a name wipes the name', async () => {
    expect((await call('PATCH', '/users/5', { body: {} })).json()).toEqual({ id: 5, name: '' });
  });

  it('POST cuts names of 31 to 50 characters to 30', async () => {
    const name = 'Maximilian Alexander Montgomery-Smith';
    const response = await call('POST', '/users', { body: { name } });
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toBe(name.slice(0, 30));
    expect((await call('POST', '/users', { body: { name: 'A'.repeat(30) } })).json().name).toHaveLength(30);
  });

  it.each(['3abc', '3.9', '3e2'])('reads /users/%s as user 3', async (id) => {
    expect((await call('GET', `/users/${id}`)).json()).toEqual({ id: 3, name: 'Chen Wei' });
  });
});

describe('a sandbox is bounded', () => {
  it('holds at most 100 users and says so with a 409', async () => {
    const key = 'bounded-users';
    for (let n = 11; n <= 100; n += 1) {
      expect((await call('POST', '/users', { key, body: { name: `User ${n}` } })).statusCode).toBe(201);
    }
    const full = await call('POST', '/users', { key, body: { name: 'One too many' } });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toContain('100');
    expect((await call('GET', '/users', { key })).json()).toHaveLength(100);
    await call('DELETE', '/users/50', { key });
    expect((await call('POST', '/users', { key, body: { name: 'Room again' } })).statusCode).toBe(201);
  });

  it('holds at most 8 KiB of names', async () => {
    const key = 'bounded-bytes';
    let status = 201;
    let created = 0;
    while (status === 201) {
      status = (await call('POST', '/users', { key, body: { name: '𝄞'.repeat(30) } })).statusCode;
      if (status === 201) created += 1;
    }
    expect(status).toBe(409);
    expect(created).toBeLessThan(90);
    const users = (await call('GET', '/users', { key })).json() as Array<{ name: string }>;
    const bytes = users.reduce((total, user) => total + Buffer.byteLength(user.name), 0);
    expect(bytes).toBeLessThanOrEqual(8 * 1024);
  });
});
