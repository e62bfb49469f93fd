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

describe('clients behind a load balancer (TRUST_PROXY)', () => {
  const LOAD_BALANCER = '10.1.0.5';
  const from = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress,
      ...(forwardedFor && { headers: { 'x-forwarded-for': forwardedFor } }),
    });

  it('keeps a budget per client the trusted proxy names, not one for the whole site', async () => {
    const app = await buildApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '10.1.0.0/16' });
    try {
      expect((await from(app, LOAD_BALANCER, '198.51.100.1')).statusCode).toBe(200);
      expect((await from(app, LOAD_BALANCER, '198.51.100.1')).statusCode).toBe(200);
      expect((await from(app, LOAD_BALANCER, '198.51.100.1')).statusCode).toBe(429);
      // Another client behind the same balancer keeps its own budget.
      expect((await from(app, LOAD_BALANCER, '198.51.100.2')).statusCode).toBe(200);
      // What a client writes before the balancer's own entry is not believed: the balancer's entry is its address.
      expect((await from(app, LOAD_BALANCER, '203.0.113.9, 198.51.100.1')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('believes no header from a client that is not a trusted proxy, nor any without the setting', async () => {
    const behind = await buildApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '10.1.0.0/16' });
    const direct = await buildApp({ RATE_LIMIT_MAX: '2' });
    try {
      for (const app of [behind, direct]) {
        // Every request from 192.0.2.7 invents another forwarded address: one budget all the same.
        expect((await from(app, '192.0.2.7', '198.51.100.11')).statusCode).toBe(200);
        expect((await from(app, '192.0.2.7', '198.51.100.12')).statusCode).toBe(200);
        expect((await from(app, '192.0.2.7', '198.51.100.13')).statusCode).toBe(429);
      }
    } finally {
      await Promise.all([behind.close(), direct.close()]);
    }
  });
});

describe('budgets fair to a classroom', () => {
  const CONVERTER = '/api/scripted/v1/currency-converter';
  const USERS = '/api/sandbox/v1/users';
  const SCHOOL = '203.0.113.7';
  const submit = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: CONVERTER,
      remoteAddress: SCHOOL,
      payload: { first: '100', second: 'USD', third: 'EUR' },
    });
  let now: number;

  beforeEach(() => {
    // The limiter's windows follow Date.now(): the test moves time on instead of waiting for it.
    now = Date.UTC(2026, 10, 23, 9);
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('lets 30 learners behind one address submit every two seconds for two minutes', async () => {
    const app = await buildApp();
    const statuses: number[] = [];
    for (let second = 0; second < 120; second += 2) {
      now += 2000;
      const wave = await Promise.all(Array.from({ length: 30 }, () => submit(app)));
      statuses.push(...wave.map((response) => response.statusCode));
    }
    expect(statuses).toHaveLength(1800);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    await app.close();
  });

  it('still refuses one client flooding from an address, with Retry-After', async () => {
    const app = await buildApp();
    // In bursts of 100: the in-process store hands every request of one tick the same live counter, so a single
    // burst that crosses the budget is refused whole (@fastify/rate-limit's LocalStore).
    const statuses: number[] = [];
    for (let burst = 0; burst < 30; burst += 1) {
      const answers = await Promise.all(Array.from({ length: 100 }, () => submit(app)));
      statuses.push(...answers.map((response) => response.statusCode));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const refused = await submit(app);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    await app.close();
  });

  it('gives each learner (tester key, verified account) a budget of their own, within the address ceiling', async () => {
    // Every token names one account, whatever it says after the dot: a client renewing its token is one learner.
    const verifyToken = async (token: string) => ({ uid: token.split('.')[0]!, claims: {} });
    const app = await buildApp({ RATE_LIMIT_MAX: '8', RATE_LIMIT_LEARNER_MAX: '3' }, verifyToken);
    const asTester = (key: string) =>
      app.inject({ method: 'GET', url: USERS, remoteAddress: SCHOOL, headers: { 'x-tester-key': key } });
    const asAccount = (token: string) =>
      app.inject({
        method: 'GET',
        url: '/api/learn/v1/adder/answer/1',
        remoteAddress: SCHOOL,
        headers: { authorization: `Bearer ${token}` },
      });
    const statuses = async (send: (n: number) => Promise<{ statusCode: number }>, times: number) => {
      const codes: number[] = [];
      for (let i = 0; i < times; i += 1) codes.push((await send(i)).statusCode);
      return codes;
    };
    expect(await statuses(() => asTester('learner-one-key'), 4)).toEqual([200, 200, 200, 429]);
    expect(await statuses(() => asTester('learner-two-key'), 1)).toEqual([200]);
    expect(await statuses((n) => asAccount(`learner-three.token-${n}`), 4)).toEqual([200, 200, 200, 429]);
    // Eight requests so far: the address's ceiling is spent for everyone behind it, whatever they send.
    expect((await asTester('learner-four-key')).statusCode).toBe(429);
    expect((await submit(app)).statusCode).toBe(429);
    expect((await app.inject({ method: 'GET', url: USERS, remoteAddress: '203.0.113.8' })).statusCode).toBe(
      200,
    );
    await app.close();
  });

  it('holds the address ceiling whatever keys and tokens a client invents on each request', async () => {
    const app = await buildApp({ RATE_LIMIT_MAX: '50' });
    const statuses: number[] = [];
    for (let n = 0; n < 200; n += 1) {
      const headers =
        n % 2 === 0 ? { 'x-tester-key': `made-up-key-${n}` } : { authorization: `Bearer made-up-token-${n}` };
      statuses.push(
        (await app.inject({ method: 'GET', url: USERS, remoteAddress: SCHOOL, headers })).statusCode,
      );
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(50);
    await app.close();
  });
});
