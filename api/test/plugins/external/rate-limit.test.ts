import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../helper';

describe('rate limit', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildApp({ RATE_LIMIT_MAX: '2' });
  });
  afterEach(() => app.close());

  it('answers 429 JSON in the request language once the budget is spent', async () => {
    const get = () =>
      app.inject({ method: 'GET', url: '/api/learn/v1/adder', headers: { 'accept-language': 'ru' } });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    const response = await get();
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Слишком много запросов. Подождите минуту и попробуйте снова.',
    });
  });

  it('counts unknown addresses too', async () => {
    const probe = () => app.inject({ method: 'GET', url: `/guess-${Math.random()}` });
    expect((await probe()).statusCode).toBe(404);
    expect((await probe()).statusCode).toBe(404);
    expect((await probe()).statusCode).toBe(429);
  });

  it('keeps a budget per client address, an IPv4 client seen through IPv6 being itself', async () => {
    const from = (remoteAddress: string) => app.inject({ method: 'GET', url: '/api/health', remoteAddress });
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    expect((await from('::ffff:10.0.0.1')).statusCode).toBe(200);
    expect((await from('10.0.0.1')).statusCode).toBe(429);
    expect((await from('10.0.0.2')).statusCode).toBe(200);
  });

  it('is generous by default', async () => {
    const generous = await buildApp();
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => generous.inject({ method: 'GET', url: '/api/health' })),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    await generous.close();
  });
});
