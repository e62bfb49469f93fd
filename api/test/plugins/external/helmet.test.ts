import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../helper';

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(() => app.close());

  it.each([
    ['a route', { method: 'GET' as const, url: '/api/health' }],
    [
      'an error',
      {
        method: 'POST' as const,
        url: '/api/learn/v1/adder',
        payload: '{bad',
        headers: { 'content-type': 'application/json' },
      },
    ],
    ['a missing page', { method: 'GET' as const, url: '/missing' }],
  ])('are on %s', async (_name, request) => {
    const { headers } = await app.inject(request);
    expect(headers['content-security-policy']).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-powered-by']).toBeUndefined();
  });
});
