import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../helper';

const USERS = '/api/sandbox/v1/users';
const VICTIM = { remoteAddress: '198.51.100.1', headers: { 'x-tester-key': 'victim-tester-key' } };
const ATTACKER = '198.51.100.66';

describe('sandboxes a client address may start', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ SANDBOX_MAX: '50', SANDBOX_NEW_MAX: '20', RATE_LIMIT_MAX: '1000000' });
  });
  afterAll(() => app.close());

  it('cannot push another tester’s sandbox out by flooding with made-up keys', async () => {
    const created = await app.inject({ method: 'POST', url: USERS, ...VICTIM, payload: { name: 'Kept' } });
    expect(created.statusCode).toBe(201);
    const statuses: number[] = [];
    for (let n = 0; n < 200; n += 1) {
      const flood = await app.inject({
        method: 'POST',
        url: USERS,
        remoteAddress: ATTACKER,
        headers: { 'x-tester-key': `made-up-key-${n}`, 'accept-language': 'pl' },
        payload: { name: 'Flood' },
      });
      statuses.push(flood.statusCode);
      if (n === 199) {
        expect(flood.json<{ message: string }>().message).toMatch(/^Zbyt wiele nowych piaskownic/);
        expect(flood.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(180);
    const read = await app.inject({ method: 'GET', url: `${USERS}/11`, ...VICTIM });
    expect(read.json()).toEqual({ id: 11, name: 'Kept' });
  });

  it('spends nothing on pages that only ask for a key: a sandbox left as it was is never stored', async () => {
    for (let n = 0; n < 100; n += 1) {
      const page = await app.inject({
        method: 'GET',
        url: '/api/api-testing/v1/userCrud/sandbox',
        remoteAddress: '198.51.100.77',
      });
      expect(page.statusCode).toBe(200);
    }
    const created = await app.inject({
      method: 'POST',
      url: USERS,
      remoteAddress: '198.51.100.77',
      payload: { name: 'First' },
    });
    expect(created.statusCode).toBe(201);
  });

  it('lets a tester whose address has spent its new sandboxes go on in the one they have', async () => {
    const own = { remoteAddress: ATTACKER, headers: { 'x-tester-key': 'made-up-key-0' } };
    expect(
      (await app.inject({ method: 'POST', url: USERS, ...own, payload: { name: 'More' } })).statusCode,
    ).toBe(201);
  });

  it('loses nothing when one tester sends 25 writes at once', async () => {
    const key = { 'x-tester-key': 'parallel-tester-key' };
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, n) =>
        app.inject({ method: 'POST', url: USERS, headers: key, payload: { name: `Parallel ${n}` } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(25).fill(201));
    expect(new Set(answers.map((answer) => answer.json<{ id: number }>().id)).size).toBe(25);
    const list = await app.inject({ method: 'GET', url: USERS, headers: key });
    expect(list.json<unknown[]>()).toHaveLength(35);
  });
});

describe('a full store of sandboxes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ SANDBOX_MAX: '10', SANDBOX_NEW_MAX: '1000', RATE_LIMIT_MAX: '1000000' });
  });
  afterAll(() => app.close());

  it('gives up sandboxes of the addresses that started the most, not a quiet tester’s', async () => {
    const created = await app.inject({ method: 'POST', url: USERS, ...VICTIM, payload: { name: 'Kept' } });
    expect(created.statusCode).toBe(201);
    for (let n = 0; n < 20; n += 1)
      for (const [index, address] of ['203.0.113.1', '203.0.113.2', '2001:db8::1', '2001:db8::2'].entries()) {
        const flood = await app.inject({
          method: 'POST',
          url: USERS,
          remoteAddress: address,
          headers: { 'x-tester-key': `flood-key-${index}-${n}` },
          payload: { name: 'Flood' },
        });
        expect(flood.statusCode).toBe(201);
      }
    const read = await app.inject({ method: 'GET', url: `${USERS}/11`, ...VICTIM });
    expect(read.json()).toEqual({ id: 11, name: 'Kept' });
  });
});
