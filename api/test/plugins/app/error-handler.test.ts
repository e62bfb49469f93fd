import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import serviceApp, { serverOptions } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { buildApp } from '../../helper';

const ADDER = '/api/learn/v1/adder';
const valid = { first: '2', second: '3', caseNumber: 1 };
const json = (value: unknown) => JSON.stringify(value);

/** A fixed pseudo-random byte sequence, so a failure can be replayed. */
const garbage = Buffer.from(Array.from({ length: 512 }, (_, index) => (index * 7919 + 13) % 256));

/** Bodies a careless or hostile client may send with Content-Type: application/json. */
const HOSTILE_BODIES: Array<[name: string, body: string | Buffer]> = [
  ['malformed JSON', '{"first": '],
  ['an empty body', ''],
  ['whitespace', '   '],
  ['null', 'null'],
  ['a number', '42'],
  ['a string', '"2 and 3"'],
  ['a boolean', 'true'],
  ['an empty object', '{}'],
  ['an array of numbers', '[1, 2]'],
  ['numbers instead of strings', json({ first: 2, second: 3, caseNumber: 1 })],
  ['null fields', json({ first: null, second: null, caseNumber: null })],
  ['booleans', json({ first: true, second: false, caseNumber: true })],
  ['nested objects', json({ first: { value: '2' }, second: ['3'], caseNumber: { n: 1 } })],
  ['a 10 kB string', json({ ...valid, first: 'x'.repeat(10_000) })],
  ['a 257-character string', json({ ...valid, second: '9'.repeat(257) })],
  ['a huge caseNumber', json({ ...valid, caseNumber: 1e308 })],
  ['a caseNumber beyond double precision', '{"first":"2","second":"3","caseNumber":1e400}'],
  ['a long-digit caseNumber', `{"first":"2","second":"3","caseNumber":${'9'.repeat(400)}}`],
  ['a negative caseNumber', json({ ...valid, caseNumber: -1 })],
  ['caseNumber zero', json({ ...valid, caseNumber: 0 })],
  ['a fractional caseNumber', json({ ...valid, caseNumber: 1.5 })],
  ['a caseNumber after the last step', json({ ...valid, caseNumber: 99 })],
  ['caseNumber "NaN"', json({ ...valid, caseNumber: 'NaN' })],
  ['caseNumber as a numeric string', json({ ...valid, caseNumber: '1' })],
  ['a bare NaN', '{"first":"2","second":"3","caseNumber":NaN}'],
  ['no caseNumber', json({ first: '2', second: '3' })],
  ['a missing field', json({ first: '2', caseNumber: 1 })],
  ['an unknown field', json({ ...valid, admin: true })],
  ['a slot the form does not have', json({ ...valid, third: '4' })],
  ['__proto__', '{"__proto__":{"admin":true},"first":"2","second":"3","caseNumber":1}'],
  [
    'constructor.prototype',
    '{"constructor":{"prototype":{"admin":true}},"first":"2","second":"3","caseNumber":1}',
  ],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ['binary garbage', garbage],
  ['deep nesting', '['.repeat(5000) + ']'.repeat(5000)],
  ['deep nesting in a field', `{"first":${'['.repeat(3000)}${']'.repeat(3000)},"second":"3","caseNumber":1}`],
  ['a body over the limit', json({ ...valid, first: 'x'.repeat(20_000) })],
  ['a NUL byte', '\u0000'],
];

/** The same for the batch route, which wants a list of payloads. */
const HOSTILE_BATCHES: Array<[name: string, body: string | Buffer]> = [
  ...HOSTILE_BODIES.filter(([name]) => name !== 'an array of numbers'),
  ['an object instead of a list', json(valid)],
  ['a list of numbers', '[1, 2]'],
  ['a list holding null', '[null]'],
  ['a list of lists', json([[valid]])],
  ['one bad item among good ones', json([valid, { ...valid, caseNumber: 0 }, valid])],
  ['51 items', json(Array(51).fill(valid))],
];

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(() => app.close());

const send = (
  url: string,
  body: string | Buffer,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) => app.inject({ method: 'POST', url, payload: body, headers });

const expectClientError = (response: LightMyRequestResponse, statusCode?: number) => {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  if (statusCode) expect(response.statusCode).toBe(statusCode);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
  expect(body.statusCode).toBe(response.statusCode);
  expect(typeof body.error).toBe('string');
  expect(body.message).toMatch(/\S/);
  return body as { message: string };
};

describe('hostile bodies never get a 500', () => {
  it.each(HOSTILE_BODIES)('POST adder with %s', async (_name, body) => {
    expectClientError(await send(ADDER, body));
  });

  it.each(HOSTILE_BATCHES)('POST adder/batch with %s', async (_name, body) => {
    expectClientError(await send(`${ADDER}/batch`, body));
  });
});

describe('error bodies', () => {
  it('explains malformed JSON in the request language', async () => {
    expect(expectClientError(await send(ADDER, '{bad'), 400).message).toBe(
      'The request body is not valid JSON.',
    );
    const polish = await send(ADDER, '{bad', { 'content-type': 'application/json', 'accept-language': 'pl' });
    expect(polish.json().message).toBe('Treść żądania nie jest poprawnym JSON-em.');
  });

  it('explains an empty body', async () => {
    expect(expectClientError(await send(ADDER, ''), 400).message).toBe('The request body is empty.');
  });

  it('names the fields that are wrong', async () => {
    const body = expectClientError(
      await send(ADDER, json({ first: 2, second: '3', caseNumber: 1, admin: true })),
      400,
    );
    expect(body.message).toBe(
      'The request does not have the expected format. The field "admin" is not expected here. The field "first" must be text.',
    );
  });

  it('names the batch item that is wrong', async () => {
    const body = expectClientError(
      await send(`${ADDER}/batch`, json([valid, { ...valid, caseNumber: 0 }])),
      400,
    );
    expect(body.message).toBe(
      'The request does not have the expected format. The field "caseNumber" of item 2 must be at least 1.',
    );
  });

  it('keeps the detail short however many fields are wrong', async () => {
    const body = expectClientError(await send(`${ADDER}/batch`, json(Array(40).fill({ first: 1 }))), 400);
    expect(body.message.length).toBeLessThan(300);
  });

  it('answers 413 to a body over the limit', async () => {
    const body = expectClientError(await send(ADDER, json({ ...valid, first: 'x'.repeat(20_000) })), 413);
    expect(body.message).toBe('The request body is too large.');
  });

  it('honours BODY_LIMIT', async () => {
    const small = await buildApp({ BODY_LIMIT: '100' });
    expect((await small.inject({ method: 'POST', url: ADDER, payload: valid })).statusCode).toBe(200);
    expectClientError(
      await small.inject({ method: 'POST', url: ADDER, payload: { ...valid, first: '1'.repeat(100) } }),
      413,
    );
    await small.close();
  });

  it.each([
    ['text/plain', 'first=2'],
    ['application/x-www-form-urlencoded', 'first=2&second=3&caseNumber=1'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="first"\r\n\r\n2\r\n--x--',
    ],
    ['application/xml', '<first>2</first>'],
  ])('answers 415 to %s', async (contentType, body) => {
    const response = await send(ADDER, body, { 'content-type': contentType, 'accept-language': 'ru' });
    expect(expectClientError(response, 415).message).toBe(
      'Отправляйте тело запроса в формате application/json.',
    );
  });

  it('answers 415 to a body without a content type', async () => {
    expectClientError(await send(ADDER, json(valid), {}), 415);
  });

  it.each([
    ['GET', '/nothing/here'],
    ['GET', '/api'],
    ['POST', '/api/learn/v1/adder/answers'],
    ['DELETE', ADDER],
    ['PUT', ADDER],
    ['PATCH', `${ADDER}/batch`],
  ] as const)('answers 404 JSON to %s %s', async (method, url) => {
    const response = await app.inject({ method, url, headers: { 'accept-language': 'ua' } });
    expect(expectClientError(response, 404).message).toBe('За цією адресою нічого немає.');
  });

  it('answers 400 JSON to a malformed URL', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/%E0%A4%A',
      headers: { 'accept-language': 'pl' },
    });
    expect(expectClientError(response, 400).message).toBe('Nie udało się przetworzyć żądania.');
  });
});

describe('server faults', () => {
  it('answer 500 with the same body shape and no internals', async () => {
    const config = loadConfig({});
    const server = Fastify(serverOptions(config));
    await server.register(serviceApp, { config });
    server.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    const response = await server.inject({
      method: 'GET',
      url: '/boom',
      headers: { 'accept-language': 'pl' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Coś poszło nie tak na serwerze. Spróbuj ponownie później.',
    });
    await server.close();
  });
});
