import { TESTER_API_PATH } from '@qa/shared/catalogue';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv from 'ajv';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../helper';

type Send = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

const BASE = `/${TESTER_API_PATH}`;
/** Four bytes in UTF-8, one character: fills the sandbox's bytes long before its hundred users. */
const WIDE = '𝄞';

const fillUsers = async (send: Send) => {
  for (let n = 11; n <= 100; n += 1) await send('POST', '/users', { name: `User ${n}` });
};

/** 67 names of 120 bytes each bring the names to 8160 of the 8192 bytes a sandbox holds. */
const fillBytes = async (send: Send) => {
  for (let n = 0; n < 67; n += 1) await send('POST', '/users', { name: WIDE.repeat(30) });
};

const plain = { 'content-type': 'text/plain' };

/** One request for every status the document lists, keyed "method path status" as the document names it. */
const PRODUCERS: Record<string, (send: Send) => Promise<LightMyRequestResponse>> = {
  'get /users 200': (send) => send('GET', '/users'),
  'post /users 201': (send) => send('POST', '/users', { name: 'Alex' }),
  'post /users 400': (send) => send('POST', '/users', { name: '' }),
  'post /users 409': async (send) => {
    await fillUsers(send);
    return send('POST', '/users', { name: 'One too many' });
  },
  'post /users 413': (send) => send('POST', '/users', { name: 'A'.repeat(5000) }),
  'post /users 415': (send) => send('POST', '/users', 'name=Alex', plain),
  'put /users 405': (send) => send('PUT', '/users', { name: 'Alex' }),
  'patch /users 405': (send) => send('PATCH', '/users', { name: 'Alex' }),
  'delete /users 405': (send) => send('DELETE', '/users'),
  'get /users/{id} 200': (send) => send('GET', '/users/1'),
  'get /users/{id} 400': (send) => send('GET', '/users/abc'),
  'get /users/{id} 404': (send) => send('GET', '/users/99'),
  'put /users/{id} 200': (send) => send('PUT', '/users/2', { name: 'Kate' }),
  'put /users/{id} 400': (send) => send('PUT', '/users/2', {}),
  'put /users/{id} 404': (send) => send('PUT', '/users/99', { name: 'Kate' }),
  'put /users/{id} 409': async (send) => {
    await fillBytes(send);
    return send('PUT', '/users/1', { name: WIDE.repeat(50) });
  },
  'put /users/{id} 413': (send) => send('PUT', '/users/2', { name: 'A'.repeat(5000) }),
  'put /users/{id} 415': (send) => send('PUT', '/users/2', 'Kate', plain),
  'patch /users/{id} 200': (send) => send('PATCH', '/users/2', { name: 'Kate' }),
  'patch /users/{id} 400': (send) => send('PATCH', '/users/2', { name: 7 }),
  'patch /users/{id} 404': (send) => send('PATCH', '/users/99', { name: 'Kate' }),
  'patch /users/{id} 409': async (send) => {
    await fillBytes(send);
    return send('PATCH', '/users/1', { name: WIDE.repeat(50) });
  },
  'patch /users/{id} 413': (send) => send('PATCH', '/users/2', { name: 'A'.repeat(5000) }),
  'patch /users/{id} 415': (send) => send('PATCH', '/users/2', 'Kate', plain),
  'delete /users/{id} 204': (send) => send('DELETE', '/users/2'),
  'delete /users/{id} 400': (send) => send('DELETE', '/users/0'),
  'delete /users/{id} 404': (send) => send('DELETE', '/users/99'),
  'post /users/{id} 405': (send) => send('POST', '/users/2', { name: 'Kate' }),
  'post /calculator 200': (send) => send('POST', '/calculator', { first: 2, second: 3 }),
  'post /calculator 400': (send) => send('POST', '/calculator', { first: 2 }),
  'post /calculator 413': (send) => send('POST', '/calculator', { first: '1'.repeat(5000), second: 1 }),
  'post /calculator 415': (send) => send('POST', '/calculator', '2+3', plain),
  'get /calculator 405': (send) => send('GET', '/calculator'),
  'put /calculator 405': (send) => send('PUT', '/calculator', { first: 2, second: 3 }),
  'patch /calculator 405': (send) => send('PATCH', '/calculator', { first: 2, second: 3 }),
  'delete /calculator 405': (send) => send('DELETE', '/calculator'),
};

interface Operation {
  responses: Record<string, { content?: { 'application/json'?: { schema: object } } }>;
}

let app: FastifyInstance;
let documented: Array<{ key: string; schema?: object }>;

beforeAll(async () => {
  app = await buildApp({ RATE_LIMIT_MAX: '1000000', RATE_LIMIT_LEARNER_MAX: '1000000' });
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
  }>();
  expect(document.openapi).toMatch(/^3\./);
  // The product's own calls follow in the same document; this suite holds the testers' APIs to it.
  const testerPaths = Object.entries(document.paths).filter(([path]) => path.startsWith(`${BASE}/`));
  documented = testerPaths.flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) =>
      Object.entries(operation.responses).map(([status, response]) => ({
        key: `${method} ${path.slice(BASE.length)} ${status}`,
        schema: response.content?.['application/json']?.schema,
      })),
    ),
  );
});
afterAll(() => app.close());

/** Each request in a sandbox of its own, so the fills never meet. */
const sandboxed = (): Send => {
  const key = `openapi-${Math.random().toString(36).slice(2, 12)}`;
  return (method, path, body, headers = {}) =>
    app.inject({
      method: method as 'GET',
      url: `${BASE}${path}`,
      headers: {
        'x-tester-key': key,
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body !== undefined && { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
};

describe('the APIs against their own OpenAPI document', () => {
  it('is a valid OpenAPI document, as code generators and strict importers read it', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<
      Parameters<typeof SwaggerParser.validate>[0]
    >();
    await expect(SwaggerParser.validate(document)).resolves.toBeDefined();
  });

  it('documents exactly the operations and statuses the table produces', () => {
    expect(documented.map(({ key }) => key).sort()).toEqual(Object.keys(PRODUCERS).sort());
  });

  it.each(Object.keys(PRODUCERS))(
    '%s is produced, and its body matches the documented schema',
    async (key) => {
      const status = Number(key.split(' ').at(-1));
      const response = await PRODUCERS[key]!(sandboxed());
      expect(response.statusCode).toBe(status);
      const { schema } = documented.find((entry) => entry.key === key) ?? {};
      if (status === 204) {
        expect(response.body).toBe('');
        return;
      }
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const validate = new Ajv({ strict: false }).compile(schema ?? false);
      expect(validate(response.json())).toBe(true);
    },
  );
});

describe('the interactive page', () => {
  it('serves Swagger UI at /api/docs with a policy that lets its own scripts run', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });
});
