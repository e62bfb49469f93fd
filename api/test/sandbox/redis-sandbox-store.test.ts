import type { FastifyInstance } from 'fastify';
import { buildApp } from '../helper';
import { startRedisServer, type RedisServer } from '../../../e2e/support/redis-server';

const USERS = '/api/sandbox/v1/users';
const KEY = 'shared-store-tester';

/** A fresh Redis server and two API instances on it, as behind a load balancer, for one block. */
const twoInstancesOnRedis = (env: NodeJS.ProcessEnv) => {
  const setup = {} as { redis: RedisServer; first: FastifyInstance; second: FastifyInstance };
  beforeAll(async () => {
    setup.redis = await startRedisServer();
    const instanceEnv = { REDIS_URL: setup.redis.url, ...env };
    [setup.first, setup.second] = await Promise.all([buildApp(instanceEnv), buildApp(instanceEnv)]);
  }, 30_000);
  afterAll(async () => {
    await Promise.all([setup.first?.close(), setup.second?.close()]);
    await setup.redis?.stop();
  });
  return setup;
};

describe('sandboxes in Redis (REDIS_URL)', () => {
  const setup = twoInstancesOnRedis({ RATE_LIMIT_LEARNER_MAX: '100000', SANDBOX_NEW_MAX: '6' });

  const call = (app: FastifyInstance, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { 'x-tester-key': KEY, 'accept-language': 'pl' }, payload });

  it('reads through one instance the user a tester created through the other', async () => {
    const created = await call(setup.first, 'POST', USERS, { name: 'Shared User' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const read = await call(setup.second, 'GET', `${USERS}/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ id, name: 'Shared User' });
  });

  it('loses no write when one tester sends 24 at once through both instances', async () => {
    const key = { 'x-tester-key': 'parallel-on-redis' };
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        (n % 2 ? setup.first : setup.second).inject({
          method: 'POST',
          url: USERS,
          headers: key,
          payload: { name: `Parallel ${n}` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(24).fill(201));
    const ids = answers.map((answer) => answer.json<{ id: number }>().id);
    expect(new Set(ids).size).toBe(24);
    const list = await setup.first.inject({ method: 'GET', url: USERS, headers: key });
    expect(list.json<Array<{ id: number }>>().map((user) => user.id)).toEqual(
      expect.arrayContaining([...ids, 1, 10]),
    );
    expect(list.json<unknown[]>()).toHaveLength(34);
  });

  it('counts the sandboxes an address starts across both instances', async () => {
    const [first, second] = [setup.first, setup.second];
    const start = (app: FastifyInstance, n: number) =>
      app.inject({
        method: 'POST',
        url: USERS,
        remoteAddress: '198.51.100.9',
        headers: { 'x-tester-key': `flooding-key-${n}` },
        payload: { name: 'Flood' },
      });
    const statuses: number[] = [];
    for (let n = 0; n < 10; n += 1) statuses.push((await start(n % 2 ? first : second, n)).statusCode);
    expect(statuses).toEqual([...Array(6).fill(201), ...Array(4).fill(429)]);
  });

  it('starts afresh from a value that is not a sandbox', async () => {
    await setup.first.redis.set(`qa:sandbox:${KEY}-broken`, '{"users": "nope"}');
    const response = await setup.first.inject({
      method: 'GET',
      url: USERS,
      headers: { 'x-tester-key': `${KEY}-broken` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<unknown[]>()).toHaveLength(10);
  });

  it('answers a clear 503 while Redis is away and works again once it is back', async () => {
    await setup.redis.stop();
    const away = await call(setup.first, 'GET', USERS);
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBe('10');
    expect(away.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Serwer nie może teraz przyjmować żądań. Spróbuj ponownie za kilka sekund.',
    });
    expect((await setup.first.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    expect((await setup.first.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await setup.redis.start();
    const deadline = Date.now() + 15_000;
    while ((await setup.first.inject({ method: 'GET', url: '/api/ready' })).statusCode !== 200) {
      if (Date.now() > deadline) throw new Error('the API did not recover');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await call(setup.first, 'GET', USERS)).statusCode).toBe(200);
  }, 30_000);
});

describe('rate limits in Redis (REDIS_URL)', () => {
  const setup = twoInstancesOnRedis({ RATE_LIMIT_LEARNER_MAX: '3' });

  const asLearner = (app: FastifyInstance) =>
    app.inject({ method: 'GET', url: USERS, headers: { 'x-tester-key': 'counted-across-both' } });

  it('counts a learner’s requests across both instances', async () => {
    const statuses = [];
    for (const app of [setup.first, setup.second, setup.first, setup.second])
      statuses.push((await asLearner(app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('keeps challenges answering while Redis is away (limits are skipped, not every call refused)', async () => {
    await setup.redis.stop();
    const challenge = await setup.second.inject({ method: 'GET', url: '/api/learn/v1/adder' });
    expect(challenge.statusCode).toBe(200);
    await setup.redis.start();
  });
});
