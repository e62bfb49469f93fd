import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../helper';

const SHELL = 'http://localhost:3000';
const ADDER = '/api/learn/v1/adder';

describe('CORS', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ ALLOWED_ORIGINS: `${SHELL},https://qa.example.com` });
  });
  afterAll(() => app.close());

  const preflight = (origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: ADDER,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,accept-language,authorization',
      },
    });

  it('answers the preflight of an allowed origin and lets the browser cache it', async () => {
    const response = await preflight(SHELL);
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': SHELL,
      'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
      'access-control-allow-headers': 'Content-Type, Accept-Language, Authorization, X-Tester-Key',
      'access-control-max-age': '7200',
    });
    expect(response.headers.vary).toMatch(/Origin/);
  });

  it('allows every configured origin', async () => {
    expect((await preflight('https://qa.example.com')).headers['access-control-allow-origin']).toBe(
      'https://qa.example.com',
    );
  });

  it('does not allow other origins', async () => {
    const response = await preflight('https://evil.example.com');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('marks real responses, errors included, so the page can read them', async () => {
    for (const request of [
      { method: 'GET' as const, url: ADDER },
      {
        method: 'POST' as const,
        url: ADDER,
        payload: '{bad',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'GET' as const, url: '/missing' },
    ]) {
      const response = await app.inject({ ...request, headers: { ...request.headers, origin: SHELL } });
      expect(response.headers['access-control-allow-origin']).toBe(SHELL);
      expect(response.headers['access-control-expose-headers']).toBe('X-Tester-Key, Retry-After');
    }
  });
});
