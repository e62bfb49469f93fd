/**
 * Reliability: costly grading from one address must not starve another. An attacker behind one address sends the
 * costliest test-design table a body can hold (multiplier, 30 rows of 243-digit factors) at 4 and at 20
 * connections for 20 s, and the longest bug report and a whole course's progress record at 20; meanwhile a learner behind another address runs a challenge check, a short table and a bug
 * report in turn, as fast as their answers come. The learner must keep every answer a 200 (no 503, no 429) with a p99
 * under 150 ms: on the README's default stack (one process, PGlite), with the grading budgets raised as for a
 * large class behind one address (so only the worker threads and their turns protect the learner), and on the
 * production topology (two instances behind a balancer, Redis, PostgreSQL). The clients are told apart by
 * X-Forwarded-For, which the API trusts from loopback (TRUST_PROXY), as it would from its load balancer.
 */
import { performance } from 'node:perf_hooks';
import { expect, test } from '@playwright/test';
import autocannon from 'autocannon';
import { startApi, type ApiProcess } from '../../support/api-process';
import { runInApi } from '../../support/definitions';
import { startPostgres, type PostgresServer } from '../../support/postgres-server';
import { startRedisServer, type RedisServer } from '../../support/redis-server';

const ATTACK_S = 20;
const P99_LIMIT_MS = 150;
const ATTACKER = '10.66.0.1';
const LEARNER = '10.77.0.1';

const digits = (length: number) =>
  Array.from({ length }, (_, index) => String((index * 7 + 3) % 10)).join('');

/** A costly call of the attacker's: where it goes and its body. */
interface Attack {
  path: string;
  body: string;
}

const COSTLY_TABLE: Attack = {
  path: '/api/test-design/v1/scripted/multiplier',
  body: JSON.stringify({
    build: 1,
    tests: Array.from({ length: 30 }, (_, index) => ({
      values: { first: `${digits(242)}${index % 10}`, second: `-${digits(242)}` },
      expected: 'product',
    })),
  }),
};

/** The longest report the schema takes: ten steps of three 256-character values, replayed on every build. */
const COSTLY_REPORT: Attack = {
  path: '/api/bug-reports/v1/exploratory/triangle',
  body: JSON.stringify({
    title: 'Long sides are not read',
    steps: Array.from({ length: 10 }, (_, index) => ({
      values: { first: digits(256), second: `${index}${digits(255)}`, third: digits(256) },
    })),
    expected: 'Scalene triangle',
    actual: 'Not a triangle',
    severity: 'major',
    priority: 'high',
  }),
};

/** A learner's whole course (every case and bug of every challenge found), for the anonymous summary. */
const COSTLY_SUMMARY: Attack = {
  path: '/api/progress/v1/summary',
  body: runInApi(`
    import { storeName } from '@qa/shared/catalogue';
    import { REGISTERED_CHALLENGES } from './src/challenges/registry';
    import { recordOf } from './test/support/progress-fixtures';
    const found = ({ definition }) => [
      ...definition.cases.map((_, index) => 'case_' + (index + 1)),
      ...definition.bugs.map((_, index) => 'bug_' + (index + 1)),
    ];
    console.log(JSON.stringify(recordOf(Object.fromEntries(REGISTERED_CHALLENGES.map((registered) => [storeName(registered.entry), found(registered)])))));`),
};

/** What the learner sends in turn: what a page sends for a check, a table run and a report. */
const LEARNER_CALLS: { path: string; body: unknown }[] = [
  { path: '/api/exploratory/v1/triangle', body: { first: '3', second: '4', third: '5' } },
  {
    path: '/api/test-design/v1/exploratory/triangle',
    body: {
      build: 1,
      tests: [
        { values: { first: '3', second: '3', third: '3' }, expected: 'equilateral' },
        { values: { first: '3', second: '4', third: '5' }, expected: 'scalene' },
        { values: { first: '5', second: '3', third: '5' }, expected: 'isosceles' },
        { values: { first: '1', second: '2', third: '3' }, expected: 'notTriangle' },
      ],
    },
  },
  {
    path: '/api/bug-reports/v1/exploratory/triangle',
    body: {
      title: 'Isosceles triangle with sides A and C equal is shown as scalene',
      steps: [{ values: { first: '5', second: '3', third: '5' } }],
      expected: 'Isosceles triangle',
      actual: 'Scalene triangle',
      severity: 'major',
      priority: 'high',
    },
  },
];

interface LearnerRun {
  latencies: number[];
  statuses: Record<string, number>;
}

/** The learner, one call after another until `until`, alternating between the instances a balancer would pick. */
const learnerUntil = async (origins: string[], until: Promise<unknown>): Promise<LearnerRun> => {
  let done = false;
  void until.then(() => (done = true));
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const testerKey = `learner-${Date.now()}`;
  for (let sent = 0; !done; sent += 1) {
    const { path, body } = LEARNER_CALLS[sent % LEARNER_CALLS.length]!;
    const started = performance.now();
    const response = await fetch(`${origins[sent % origins.length]}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': LEARNER, 'x-tester-key': testerKey },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    // A person reads the answer before the next click; a tenth of a second is a fast one.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { latencies, statuses };
};

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

/** The attack at `connections` on every instance's share of them, and the learner meanwhile. */
const attackWhileLearning = async (origins: string[], connections: number, attack = COSTLY_TABLE) => {
  const attacks = origins.map((origin) =>
    autocannon({
      url: `${origin}${attack.path}`,
      method: 'POST',
      connections: Math.max(1, Math.round(connections / origins.length)),
      duration: ATTACK_S,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ATTACKER },
      body: attack.body,
    }),
  );
  const attacked = Promise.all(attacks);
  const learner = await learnerUntil(origins, attacked);
  const results = await attacked;
  const attackerStatuses: Record<string, number> = {};
  for (const result of results)
    for (const [status, { count = 0 }] of Object.entries(result.statusCodeStats ?? {}))
      attackerStatuses[status] = (attackerStatuses[status] ?? 0) + count;
  const summary =
    `attacker at ${connections} connections on ${attack.path}: ${JSON.stringify(attackerStatuses)}; learner: ${learner.latencies.length} calls, ` +
    `p50 ${percentile(learner.latencies, 0.5).toFixed(1)} ms, p99 ${percentile(learner.latencies, 0.99).toFixed(1)} ms, ` +
    `max ${Math.max(...learner.latencies).toFixed(1)} ms, statuses ${JSON.stringify(learner.statuses)}`;
  console.log(summary);
  test.info().annotations.push({ type: 'grading load', description: summary });
  return { learner, attackerStatuses };
};

const expectLearnerServed = ({ learner }: Awaited<ReturnType<typeof attackWhileLearning>>) => {
  expect(learner.latencies.length).toBeGreaterThan(50);
  expect(learner.statuses, 'every learner call answered 200').toEqual({ 200: learner.latencies.length });
  expect(percentile(learner.latencies, 0.99)).toBeLessThan(P99_LIMIT_MS);
};

/** Every test takes its attacks' seconds (four at most), plus starting the servers. */
test.describe.configure({ timeout: (4 * ATTACK_S + 90) * 1000 });

test.describe('costly grading from one address, on the default stack', () => {
  let api: ApiProcess;
  test.afterEach(async () => {
    await api?.stop();
  });

  test('with the default budgets: the learner is served at 4 and at 20 connections', async () => {
    api = await startApi({ env: { TRUST_PROXY: 'loopback' } });
    for (const connections of [4, 20]) {
      const run = await attackWhileLearning([api.origin], connections);
      expectLearnerServed(run);
      // The attacker's grading budget ran out: most of its tables were refused before any work.
      expect(run.attackerStatuses['429'] ?? 0).toBeGreaterThan(run.attackerStatuses['200'] ?? 0);
    }
  });

  test('with the grading budgets raised as for a class: the worker threads and their turns keep the learner served', async () => {
    api = await startApi({
      env: {
        TRUST_PROXY: 'loopback',
        GRADING_UNITS_MAX: '100000000',
        GRADING_UNITS_LEARNER_MAX: '100000000',
        RATE_LIMIT_MAX: '1000000',
        SANDBOX_NEW_MAX: '1000000',
      },
    });
    for (const connections of [4, 20]) {
      const run = await attackWhileLearning([api.origin], connections);
      expectLearnerServed(run);
      expect(run.attackerStatuses['200'] ?? 0, 'the attacker’s tables were graded').toBeGreaterThan(20);
    }
    for (const attack of [COSTLY_REPORT, COSTLY_SUMMARY]) {
      const run = await attackWhileLearning([api.origin], 20, attack);
      expectLearnerServed(run);
      expect(run.attackerStatuses['200'] ?? 0, 'the attacker’s calls were graded').toBeGreaterThan(20);
    }
  });
});

test.describe('costly grading from one address, on the production topology', () => {
  let redis: RedisServer;
  let postgres: PostgresServer;
  let apis: ApiProcess[] = [];
  test.afterEach(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await redis?.stop();
    await postgres?.stop();
  });

  test('two instances on Redis and PostgreSQL: the learner is served at 4 and at 20 connections', async () => {
    [redis, postgres] = await Promise.all([startRedisServer(), startPostgres()]);
    const env = { TRUST_PROXY: 'loopback', REDIS_URL: redis.url, DATABASE_URL: postgres.url };
    apis = await Promise.all([startApi({ env }), startApi({ env })]);
    for (const connections of [4, 20]) {
      const run = await attackWhileLearning(
        apis.map(({ origin }) => origin),
        connections,
      );
      expectLearnerServed(run);
    }
  });
});
