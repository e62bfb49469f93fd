import type { FastifyInstance } from 'fastify';
import { storeName } from '@qa/shared/catalogue';
import { buildApp } from '../helper';
import { recordOf } from '../support/progress-fixtures';
import { TRIANGLE_REPORT } from '../support/triangle-report';
import { REGISTERED_CHALLENGES } from '../../src/challenges/registry';
import { inlineGrader, type Grader } from '../../src/grading/grader';
import type { TokenVerifier } from '../../src/identity/token-verifier';

const MULTIPLIER = '/api/test-design/v1/scripted/multiplier';
const TRIANGLE = '/api/test-design/v1/exploratory/triangle';
const REPORT = '/api/bug-reports/v1/exploratory/triangle';
const SUMMARY = '/api/progress/v1/summary';

const digits = (length: number) =>
  Array.from({ length }, (_, index) => String((index * 7 + 3) % 10)).join('');

/** The probe's costly table: as many rows of 243-digit factors as a body holds, some 5,000 units. */
const COSTLY_TABLE = {
  build: 1,
  tests: Array.from({ length: 30 }, (_, index) => ({
    values: { first: `${digits(242)}${index % 10}`, second: `-${digits(242)}` },
    expected: 'product',
  })),
};

/** What a learner runs: a short table of short values, a few hundred units. */
const ORDINARY_TABLE = {
  build: 1,
  tests: [
    { values: { first: '3', second: '3', third: '3' }, expected: 'equilateral' },
    { values: { first: '3', second: '4', third: '5' }, expected: 'scalene' },
    { values: { first: '5', second: '3', third: '5' }, expected: 'isosceles' },
  ],
};

/** The inline grader, counting what it was given to do. */
const countingGrader = () => {
  const inline = inlineGrader();
  const graded: string[] = [];
  const grader: Grader = {
    run: (client, task) => {
      graded.push(`${client} ${task.kind}`);
      return inline.run(client, task);
    },
    close: () => inline.close(),
  };
  return { grader, graded };
};

/** Every case and bug of every challenge found: a learner's whole course, some 18 KB (about 290 units). */
const everything = () =>
  recordOf(
    Object.fromEntries(
      REGISTERED_CHALLENGES.map(({ entry, definition }) => [
        storeName(entry),
        [
          ...definition.cases.map((_, index) => `case_${index + 1}`),
          ...definition.bugs.map((_, index) => `bug_${index + 1}`),
        ],
      ]),
    ),
  );

const verifier: TokenVerifier = async (token) => ({ uid: token, claims: {} });

describe('grading is priced by the work it costs, per address and per learner', () => {
  // One app: each test sends from addresses and accounts of its own, so their budgets never meet.
  let app: FastifyInstance;
  const { grader, graded } = countingGrader();
  beforeAll(async () => {
    app = await buildApp({ GRADING_UNITS_MAX: '12000', GRADING_UNITS_LEARNER_MAX: '6000' }, verifier, {
      grader,
    });
    // A signed-in learner's table asks the database whether an interview runs: PGlite starts here, not in a test.
    await app.database.get();
  });
  beforeEach(() => graded.splice(0));
  afterAll(() => app.close());

  const post = (url: string, payload: unknown, from = '10.0.0.1', headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: from,
      headers: { 'accept-language': 'uk', ...headers },
    });

  it('refuses the third costly table from one address with 429 and Retry-After, before grading it', async () => {
    expect((await post(MULTIPLIER, COSTLY_TABLE)).statusCode).toBe(200);
    expect((await post(MULTIPLIER, COSTLY_TABLE)).statusCode).toBe(200);
    const refused = await post(MULTIPLIER, COSTLY_TABLE);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json<{ message: string }>().message).toContain('на перевірку багато таблиць');
    expect(graded).toEqual(['10.0.0.1 testRun', '10.0.0.1 testRun']);
  });

  it('still grades another address’s tables meanwhile', async () => {
    for (let sent = 0; sent < 3; sent += 1) await post(MULTIPLIER, COSTLY_TABLE);
    expect((await post(TRIANGLE, ORDINARY_TABLE, '10.0.0.2')).statusCode).toBe(200);
  });

  it('refuses a client whose budget is spent before reading its body', async () => {
    for (let sent = 0; sent < 3; sent += 1) await post(MULTIPLIER, COSTLY_TABLE);
    const unread = await app.inject({
      method: 'POST',
      url: MULTIPLIER,
      remoteAddress: '10.0.0.1',
      headers: { 'content-type': 'application/json' },
      payload: '{ not json',
    });
    expect(unread.statusCode).toBe(429);
  });

  it('counts a signed-in learner’s own work, so a classmate behind the same address is still served', async () => {
    const as = (uid: string) => ({ authorization: `Bearer ${uid}` });
    expect((await post(MULTIPLIER, COSTLY_TABLE, '10.0.0.3', as('olena'))).statusCode).toBe(200);
    expect((await post(MULTIPLIER, COSTLY_TABLE, '10.0.0.3', as('olena'))).statusCode).toBe(429);
    expect((await post(TRIANGLE, ORDINARY_TABLE, '10.0.0.3', as('maksym'))).statusCode).toBe(200);
  });

  it('prices what grows with the body, long values and many rows, not the number of requests', async () => {
    // Ordinary tables cost a few hundred units: a learner's busy minute is far inside the budget.
    for (let sent = 0; sent < 30; sent += 1)
      expect((await post(TRIANGLE, ORDINARY_TABLE, '10.0.0.4')).statusCode).toBe(200);
  });

  it('prices bug reports by the steps replayed, and a refused report is not replayed', async () => {
    const longStep = { values: { first: digits(256), second: digits(256), third: digits(256) } };
    const report = {
      title: 'Long sides are not read',
      steps: Array.from({ length: 10 }, () => longStep),
      expected: 'Scalene triangle',
      actual: 'Not a triangle',
      severity: 'major',
      priority: 'high',
    };
    const statuses: number[] = [];
    for (let sent = 0; sent < 20; sent += 1)
      statuses.push((await post(REPORT, report, '10.0.0.5')).statusCode);
    expect(statuses).toContain(429);
    expect(graded).toHaveLength(statuses.filter((status) => status !== 429).length);
  });

  it('prices the summary of a progress record by its size', async () => {
    const record = everything();
    expect(JSON.stringify(record).length).toBeGreaterThan(15_000);
    const statuses: number[] = [];
    for (let sent = 0; sent < 50; sent += 1)
      statuses.push((await post(SUMMARY, record, '10.0.0.6')).statusCode);
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses).toContain(429);
    expect(graded).toHaveLength(statuses.filter((status) => status === 200).length);
  });

  it('prices confirming a signed-in learner’s record before it is kept, as their own work', async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent < 30; sent += 1) {
      const merged = await post('/api/progress/v1/me', everything(), '10.0.0.8', {
        authorization: 'Bearer iryna',
      });
      statuses.push(merged.statusCode);
    }
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses).toContain(429);
    expect(graded.filter((task) => task.endsWith('progressConfirm'))).toHaveLength(
      statuses.filter((status) => status === 200).length,
    );
  });
});

describe('a report that would start a sandbox its address may no longer start', () => {
  let app: FastifyInstance;
  const { grader, graded } = countingGrader();
  beforeAll(async () => {
    app = await buildApp({ SANDBOX_NEW_MAX: '2' }, undefined, { grader });
  });
  afterAll(() => app.close());

  const send = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: REPORT, payload: TRIANGLE_REPORT, remoteAddress: '10.0.0.7', headers });

  it('is refused with 429 before it is graded; a report under a kept tester key is still graded', async () => {
    const first = await send();
    expect(first.statusCode).toBe(200);
    const key = String(first.headers['x-tester-key']);
    expect((await send()).statusCode).toBe(200);
    graded.splice(0);
    for (const headers of [{}, { 'x-tester-key': 'made-up-tester-key' }] as Record<string, string>[]) {
      const refused = await send(headers);
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ message: string }>().message).toContain('Too many new sandboxes');
    }
    expect(graded).toEqual([]);
    expect((await send({ 'x-tester-key': key })).statusCode).toBe(200);
    expect(graded).toHaveLength(1);
  });
});
