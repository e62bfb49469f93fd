import Redis from 'ioredis';
import { memoryUnitCounter, redisUnitCounter, type UnitCounter } from '../../src/http/unit-counter';
import { startRedisServer, type RedisServer } from '../../../e2e/support/redis-server';

const MINUTE_MS = 60_000;

const behavesAsCounter = (
  name: string,
  make: () => { counter: UnitCounter; later: (ms: number) => Promise<void> },
) =>
  describe(name, () => {
    it('adds units in a window, reads with 0 and says how long the window has left', async () => {
      const { counter } = make();
      expect(await counter.add('a', 0, MINUTE_MS)).toMatchObject({ total: 0 });
      expect(await counter.add('a', 700, MINUTE_MS)).toMatchObject({ total: 700 });
      const counted = await counter.add('a', 300, MINUTE_MS);
      expect(counted.total).toBe(1000);
      expect(counted.ttlMs).toBeGreaterThan(0);
      expect(counted.ttlMs).toBeLessThanOrEqual(MINUTE_MS);
      expect(await counter.add('b', 5, MINUTE_MS)).toMatchObject({ total: 5 });
    });

    it('starts again once the window has passed', async () => {
      const { counter, later } = make();
      await counter.add('c', 900, 200);
      await later(300);
      expect(await counter.add('c', 10, 200)).toMatchObject({ total: 10 });
    });
  });

describe('counters of units', () => {
  behavesAsCounter('in memory', () => {
    let now = 0;
    return {
      counter: memoryUnitCounter(100, () => now),
      later: async (ms) => {
        now += ms;
      },
    };
  });

  describe('in Redis', () => {
    let server: RedisServer;
    let redis: Redis;
    beforeAll(async () => {
      server = await startRedisServer();
      // As the app's client (plugins/external/redis.ts): a command fails at once while Redis is away.
      redis = new Redis(server.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
      await new Promise((resolve) => redis.once('ready', resolve));
    }, 30_000);
    afterAll(async () => {
      redis?.disconnect();
      await server?.stop();
    });

    behavesAsCounter('one store for every instance', () => ({
      counter: redisUnitCounter(redis, `test:${Math.random()}:`),
      later: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    }));

    it('counts nothing while Redis is away, rather than refusing every request', async () => {
      await server.stop();
      try {
        const counted = await redisUnitCounter(redis, 'away:').add('a', 10, MINUTE_MS);
        expect(counted.total).toBe(0);
      } finally {
        await server.start();
        if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
      }
    });
  });
});
