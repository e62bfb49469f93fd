/**
 * Reliability: the API behind a load balancer (e2e/support/balancer.ts, in front of two instances sharing Redis).
 * With TRUST_PROXY naming the balancer, each client behind it spends its own address budget: one client spending
 * it leaves the others served, and an X-Forwarded-For a client writes itself, through the balancer or straight to an
 * instance, buys it nothing. Without TRUST_PROXY every client would be the balancer, and one would lock out all.
 */
import { expect, test } from '@playwright/test';
import { checkFrom } from '../../support/check-from';
import { startBalancer, type Balancer } from '../../support/balancer';
import { startApi, type ApiProcess } from '../../support/api-process';
import { startRedisServer, type RedisServer } from '../../support/redis-server';

const BUDGET = 20;

/** Sends until refused; how many were served. */
const spendAll = async (send: () => Promise<number>) => {
  for (let served = 0; served <= BUDGET * 2; served += 1) if ((await send()) === 429) return served;
  throw new Error('never refused');
};

let redis: RedisServer;
let apis: ApiProcess[] = [];
let balancer: Balancer;

const startBehindBalancer = async (env: NodeJS.ProcessEnv) => {
  redis = await startRedisServer();
  apis = await Promise.all(
    [0, 1].map(() => startApi({ env: { REDIS_URL: redis.url, RATE_LIMIT_MAX: String(BUDGET), ...env } })),
  );
  balancer = await startBalancer(apis.map(({ origin }) => origin));
};

test.afterEach(async () => {
  await balancer?.close();
  await Promise.all(apis.map((api) => api.stop()));
  await redis?.stop();
});

test('with TRUST_PROXY naming the balancer, each client behind it has its own budget, which no header of its own raises', async () => {
  await startBehindBalancer({ TRUST_PROXY: '127.0.0.1' });
  // Both instances count on Redis: the client's budget is spent, whichever instance each request reached.
  expect(await spendAll(() => checkFrom(balancer.origin, '127.0.0.2'))).toBe(BUDGET);
  expect(await checkFrom(balancer.origin, '127.0.0.3')).toBe(200);
  // A client naming someone else in its own X-Forwarded-For: the balancer appends the real address, which counts.
  expect(await checkFrom(balancer.origin, '127.0.0.2', { 'x-forwarded-for': '10.1.2.3' })).toBe(429);
  // Straight to an instance, the header is not the balancer's and is ignored.
  expect(
    await spendAll(() => checkFrom(apis[0]!.origin, '127.0.0.4', { 'x-forwarded-for': '10.1.2.4' })),
  ).toBe(BUDGET);
  expect(await checkFrom(apis[0]!.origin, '127.0.0.4', { 'x-forwarded-for': '10.1.2.5' })).toBe(429);
});

test('without TRUST_PROXY every client behind the balancer shares its address: one spends the budget of all', async () => {
  await startBehindBalancer({});
  // The balancer's address also carried the instances' start-up probes.
  expect(await spendAll(() => checkFrom(balancer.origin, '127.0.0.2'))).toBeGreaterThan(BUDGET / 2);
  expect(await checkFrom(balancer.origin, '127.0.0.3')).toBe(429);
});
