import Fastify, { type FastifyInstance } from 'fastify';
import app, { serverOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { SandboxStore } from '../../src/sandbox/sandbox-store';
import { buildApp } from '../helper';

const CONVERTER = '/api/scripted/v1/currency-converter';

/** Keeps the event loop busy, as a request that computes for too long would. */
const blockEventLoop = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end);
};

/** The app on a sandbox store of the test's own. */
const buildWithStore = async (sandboxStore: SandboxStore) => {
  const config = loadConfig({});
  const server = Fastify(serverOptions(config));
  await server.register(app, { config, sandboxStore });
  await server.ready();
  return server;
};

describe('GET /api/health and /api/ready', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await buildApp();
  });
  afterAll(() => server.close());

  it('answers alive and ready', async () => {
    const health = await server.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await server.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});

it('is ready with the overload check turned off', async () => {
  const server = await buildApp({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' });
  expect(server.hasDecorator('isUnderPressure')).toBe(false);
  expect((await server.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  await server.close();
});

describe('readiness when a store cannot be reached', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    const down = new Error('connection refused');
    server = await buildWithStore({
      update: () => Promise.reject(down),
      has: () => Promise.reject(down),
      ping: () => Promise.reject(down),
    });
  });
  afterAll(() => server.close());

  it('is not ready: a localized 503 with Retry-After, while the process still answers alive', async () => {
    const ready = await server.inject({
      method: 'GET',
      url: '/api/ready',
      headers: { 'accept-language': 'pl' },
    });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('10');
    expect(ready.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Serwer nie może teraz przyjmować żądań. Spróbuj ponownie za kilka sekund.',
    });
    expect((await server.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('under sustained overload', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await buildApp({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '10' });
    // The plugin samples the event-loop delay once a second: block past one sample, then wait for the next.
    blockEventLoop(1200);
    const deadline = Date.now() + 5000;
    while (!server.isUnderPressure() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Building the app, the block and up to two samples: more than a hook's default on a busy machine.
  }, 20_000);
  afterAll(() => server.close());

  const convert = (from: string) =>
    server.inject({
      method: 'POST',
      url: CONVERTER,
      remoteAddress: from,
      headers: { 'accept-language': 'ua', origin: 'http://localhost:3000' },
      payload: { first: '100', second: 'USD', third: 'EUR' },
    });

  it('refuses a client over its share of the recent requests: 429, Retry-After, a localized body, the usual headers', async () => {
    expect(server.isUnderPressure()).toBe(true);
    let response = await convert('10.0.0.1');
    for (let sent = 1; sent < 40 && response.statusCode === 200; sent += 1)
      response = await convert('10.0.0.1');
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(response.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringContaining('ваша мережа за останні секунди надіслала значно більше запитів'),
    });
  });

  it('goes on serving a client within its share meanwhile', async () => {
    expect(server.isUnderPressure()).toBe(true);
    expect((await convert('10.0.0.2')).statusCode).toBe(200);
  });

  it('stays alive but not ready, so a load balancer sends its traffic elsewhere', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await server.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('10');
  });
});
