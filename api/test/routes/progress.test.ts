import {
  MAX_PROGRESS_RECORD_BYTES,
  PROGRESS_API,
  type ChallengeTotals,
  type StoredProgress,
} from '@qa/shared/progress';
import type { FastifyInstance } from 'fastify';
import { REGISTERED_CHALLENGES } from '../../src/challenges/registry';
import type { TokenVerifier } from '../../src/identity/token-verifier';
import { buildApp, buildAppWithDatabase } from '../helper';
import { answerOf, recordOf } from '../support/progress-fixtures';
import { MAX_COUNTED_SUBMISSIONS } from '../../src/progress/confirm-record';
import { REGISTERED_DESIGNS } from '../../src/test-design/registry';
import { storeName } from '@qa/shared/catalogue';
import { eq } from 'drizzle-orm';
import { challengeProgress } from '../../src/database/schema';

const verifier: TokenVerifier = async (token) => {
  if (!token.startsWith('token-of-')) throw new Error('bad token');
  return { uid: token.slice('token-of-'.length), claims: {} };
};
const as = (user: string) => ({ authorization: `Bearer token-of-${user}` });
const MINE = `/${PROGRESS_API.mine}`;

describe('progress API (PGlite in memory)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildAppWithDatabase(verifier);
  }, 20_000);
  afterAll(() => app.close());

  const merge = (user: string, payload: unknown) =>
    app.inject({ method: 'POST', url: MINE, headers: as(user), payload: payload as object });
  const read = async (user: string) =>
    (await app.inject({ url: MINE, headers: as(user) })).json<StoredProgress>();

  it('gives a new learner an empty record', async () => {
    const response = await app.inject({ url: MINE, headers: as('newcomer') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      progress: { version: 1, challenges: {}, toursSeen: [] },
      found: {},
      completed: [],
    });
  });

  it('keeps what a learner sends and names the technique of each find', async () => {
    const response = await merge(
      'anna',
      recordOf({ exploratory_triangle: ['case_1', 'bug_1'] }, ['exploratory']),
    );
    expect(response.statusCode).toBe(200);
    const stored = await read('anna');
    expect(stored.progress.challenges.exploratory_triangle?.answers).toEqual({
      case_1: answerOf('exploratory_triangle', 'case', 1),
      bug_1: answerOf('exploratory_triangle', 'bug', 1),
    });
    expect(stored.progress.toursSeen).toEqual(['exploratory']);
    expect(stored.found.exploratory_triangle).toEqual({
      case_1: expect.any(String),
      bug_1: expect.any(String),
    });
    expect(response.json<StoredProgress>()).toEqual(stored);
  });

  it('unites a second device with the first and loses nothing in either direction', async () => {
    await merge('boris', { ...recordOf({ exploratory_triangle: ['case_1'] }), toursSeen: ['exploratory'] });
    const secondDevice = recordOf({ exploratory_triangle: ['bug_2'], learn_adder: ['case_1', 'case_2'] });
    const merged = (await merge('boris', secondDevice)).json<StoredProgress>();
    expect(Object.keys(merged.progress.challenges.exploratory_triangle!.answers).sort()).toEqual([
      'bug_2',
      'case_1',
    ]);
    expect(Object.keys(merged.progress.challenges.learn_adder!.answers).sort()).toEqual(['case_1', 'case_2']);
    // The first device sends what it had before; it still gets the second device's finds back.
    const again = (
      await merge('boris', recordOf({ exploratory_triangle: ['case_1'] }))
    ).json<StoredProgress>();
    expect(again.progress).toEqual(merged.progress);
  });

  it('counts each device once however often it merges', async () => {
    const counts = (laptop: number, phone?: number) =>
      recordOf({
        scripted_multiplier: {
          submissions: { 'laptop-01': laptop, ...(phone !== undefined && { 'phone-002': phone }) },
        },
      });
    await merge('clara', counts(4));
    await merge('clara', counts(4, 3));
    await merge('clara', counts(6));
    const { submissions } = (await read('clara')).progress.challenges.scripted_multiplier!;
    expect(submissions).toEqual({ 'laptop-01': 6, 'phone-002': 3 });
  });

  it('writes only the challenges a merge changes, though a page sends its whole record each time', async () => {
    const db = await app.database.get();
    const writtenAt = async () =>
      Object.fromEntries(
        (
          await db
            .select({ storeName: challengeProgress.storeName, updatedAt: challengeProgress.updatedAt })
            .from(challengeProgress)
            .where(eq(challengeProgress.userId, 'dora'))
        ).map(({ storeName, updatedAt }) => [storeName, updatedAt.getTime()]),
      );
    const whole = (triangleFinds: string[]) =>
      recordOf({ exploratory_triangle: triangleFinds, scripted_multiplier: ['case_1'] });
    await merge('dora', whole(['case_1']));
    const first = await writtenAt();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await merge('dora', whole(['case_1', 'bug_1']))).statusCode).toBe(200);
    const second = await writtenAt();
    expect(second.scripted_multiplier).toBe(first.scripted_multiplier);
    expect(second.exploratory_triangle).toBeGreaterThan(first.exploratory_triangle!);
    expect(Object.keys((await read('dora')).found.exploratory_triangle!).sort()).toEqual(['bug_1', 'case_1']);
  });

  it('drops an answer that does not find what its key names, and keeps the rest', async () => {
    const record = recordOf({ scripted_divide: ['case_1'] });
    record.challenges.scripted_divide!.answers.case_2 = answerOf('scripted_divide', 'case', 1);
    const stored = (await merge('dmytro', record)).json<StoredProgress>();
    expect(Object.keys(stored.progress.challenges.scripted_divide!.answers)).toEqual(['case_1']);
  });

  it('lists a challenge as completed once every case and bug is in', async () => {
    const definitionKeys = (cases: number, bugs: number) => [
      ...Array.from({ length: cases }, (_, index) => `case_${index + 1}`),
      ...Array.from({ length: bugs }, (_, index) => `bug_${index + 1}`),
    ];
    const totals = (await app.inject({ url: `/${PROGRESS_API.challenges}` })).json<{
      challenges: ChallengeTotals[];
    }>();
    const adder = totals.challenges.find((item) => item.storeName === 'learn_adder')!;
    const stored = (
      await merge('emma', recordOf({ learn_adder: definitionKeys(adder.cases, adder.bugs) }))
    ).json<StoredProgress>();
    expect(stored.completed).toEqual(['learn_adder']);
  });

  it('erases no find for a record of a later epoch (an import or another device’s Reset)', async () => {
    await merge('fedir', recordOf({ scripted_divide: ['case_1', 'case_2'] }));
    await merge('fedir', recordOf({ scripted_divide: { epoch: 1_000_000 } }));
    const afterImport = (await read('fedir')).progress.challenges.scripted_divide!;
    expect(afterImport.epoch).toBe(1_000_000);
    expect(Object.keys(afterImport.answers).sort()).toEqual(['case_1', 'case_2']);
    // A later genuine find from a device still at the earlier epoch is kept too.
    await merge('fedir', recordOf({ scripted_divide: ['case_3'] }));
    expect(Object.keys((await read('fedir')).progress.challenges.scripted_divide!.answers).sort()).toEqual([
      'case_1',
      'case_2',
      'case_3',
    ]);
  });

  it('keeps a sent submission count only up to what a learner could send by hand', async () => {
    const device = 'device-with-a-made-up-count';
    await merge('fedir-counts', recordOf({ scripted_divide: { submissions: { [device]: 10_000_000 } } }));
    expect((await read('fedir-counts')).progress.challenges.scripted_divide!.submissions).toEqual({
      [device]: MAX_COUNTED_SUBMISSIONS,
    });
  });

  it('keeps the best test-design run with figures of its own, whatever figures the browser claims', async () => {
    const table = [
      { values: { first: '3', second: '4', third: '5' }, expected: 'scalene' },
      { values: { first: '1', second: '2', third: '3' }, expected: 'notTriangle' },
    ];
    const claimed = { tests: table, score: 100, variantsCaught: 9, variantsTotal: 9, missed: [] };
    const withRun = (testDesign: object) => ({
      version: 1,
      challenges: {
        exploratory_triangle: { epoch: 0, answers: {}, submissions: {}, inputClasses: [], testDesign },
      },
      toursSeen: [],
    });
    expect((await merge('vera', withRun(claimed))).statusCode).toBe(200);
    const kept = (await read('vera')).progress.challenges.exploratory_triangle?.testDesign;
    expect(kept).toMatchObject({ tests: table, variantsTotal: 9 });
    expect(kept!.variantsCaught).toBeLessThan(9);
    expect(kept!.score).toBeLessThan(100);
    expect(kept!.missed).toHaveLength(9 - kept!.variantsCaught);

    // A worse table from another device leaves the better one kept.
    await merge('vera', withRun({ ...claimed, tests: [table[0]], variantsCaught: 1, score: 11 }));
    expect((await read('vera')).progress.challenges.exploratory_triangle?.testDesign).toEqual(kept);
  });

  it('runs one new test-design table a merge, however many a record sends', async () => {
    const runs = (first: string) => ({
      version: 1,
      challenges: Object.fromEntries(
        REGISTERED_DESIGNS.slice(0, 3).map(({ entry, design }) => [
          storeName(entry),
          {
            epoch: 0,
            answers: {},
            submissions: {},
            inputClasses: [],
            testDesign: {
              tests: [{ values: { first }, expected: Object.keys(design.outcomes)[0] }],
              score: 100,
              variantsCaught: 9,
              variantsTotal: 9,
              missed: [],
            },
          },
        ]),
      ),
      toursSeen: [],
    });
    const kept = async () =>
      Object.values((await read('yuri')).progress.challenges).filter((record) => record.testDesign).length;
    expect((await merge('yuri', runs('3'))).statusCode).toBe(200);
    expect(await kept()).toBe(1);
    // The browser sends the others again with its next change: one more each time.
    await merge('yuri', runs('3'));
    expect(await kept()).toBe(2);
    await merge('yuri', runs('3'));
    expect(await kept()).toBe(3);
  });

  it('deletes everything of the learner and nothing of anyone else', async () => {
    await merge('galyna', recordOf({ scripted_divide: ['case_1'] }));
    await merge('hanna', recordOf({ scripted_divide: ['case_1'] }));
    const removed = await app.inject({ method: 'DELETE', url: MINE, headers: as('galyna') });
    expect(removed.statusCode).toBe(204);
    expect((await read('galyna')).progress.challenges).toEqual({});
    expect(Object.keys((await read('hanna')).progress.challenges)).toEqual(['scripted_divide']);
  });

  it('keeps each learner to their own record', async () => {
    await merge('ivan', recordOf({ exploratory_newsletter: ['case_1'] }));
    expect((await read('julia')).progress.challenges).toEqual({});
  });

  it.each([
    ['GET', undefined],
    ['POST', recordOf({})],
    ['DELETE', undefined],
  ])('answers %s without a token or with a bad one 401', async (method, payload) => {
    for (const headers of [{}, { authorization: 'Bearer forged' }]) {
      const response = await app.inject({
        method: method as 'GET',
        url: MINE,
        headers,
        ...(payload && { payload }),
      });
      expect(response.statusCode).toBe(401);
    }
    const unsigned = await app.inject({
      method: method as 'GET',
      url: MINE,
      headers: { 'accept-language': 'ua' },
    });
    expect(unsigned.json()).toMatchObject({
      message: 'Увійдіть, щоб зберігати свій прогрес в обліковому записі.',
    });
  });

  it('refuses a body over the limit with 413', async () => {
    const huge = {
      version: 1,
      challenges: {},
      toursSeen: [],
      padding: 'x'.repeat(MAX_PROGRESS_RECORD_BYTES),
    };
    const response = await merge('kyrylo', huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, message: 'The request body is too large.' });
  });

  it.each([
    ['an unknown field', { version: 1, challenges: {}, toursSeen: [], extra: true }],
    ['a wrong version', { version: 2, challenges: {}, toursSeen: [] }],
    ['an unknown challenge', recordOf({ scripted_nothing: {} })],
    [
      'a case the challenge does not have',
      recordOf({ scripted_divide: { answers: { case_99: { first: '1', second: '1' } } } }),
    ],
    [
      'a value its form cannot send',
      recordOf({ scripted_divide: { answers: { case_1: { first: '1', second: '1', third: '1' } } } }),
    ],
    [
      'a count of the wrong type',
      recordOf({ scripted_divide: { submissions: { 'laptop-01': '3' as unknown as number } } }),
    ],
    ['an unknown input class', recordOf({ scripted_divide: { inputClasses: ['emoji' as 'empty'] } })],
  ])('refuses %s with a localized 400 and stores nothing', async (_name, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: MINE,
      headers: { ...as('lesia'), 'accept-language': 'pl' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^Żądanie nie ma oczekiwanego formatu\./);
    expect((await read('lesia')).progress.challenges).toEqual({});
  });

  it('limits how often a learner writes', async () => {
    const limited = await buildApp({}, verifier);
    const statuses: number[] = [];
    for (let n = 0; n < 61; n += 1) {
      statuses.push(
        (await limited.inject({ method: 'POST', url: MINE, headers: as('maksym'), payload: recordOf({}) }))
          .statusCode,
      );
    }
    await limited.close();
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    // An app of its own starts a second PGlite (seconds on a busy machine) before its 61 writes.
  }, 20_000);
});

describe('anonymous progress calls', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(() => app.close());

  it('gives every challenge its totals by technique, as counts only', async () => {
    const response = await app.inject({ url: `/${PROGRESS_API.challenges}` });
    expect(response.statusCode).toBe(200);
    const { challenges } = response.json<{ challenges: ChallengeTotals[] }>();
    expect(challenges).toHaveLength(REGISTERED_CHALLENGES.length);
    for (const item of challenges) {
      const counted = Object.values(item.techniques).reduce(
        (sum, count) => sum + count.cases + count.bugs,
        0,
      );
      expect(counted).toBe(item.cases + item.bugs);
    }
    expect(response.body).not.toMatch(/example|text/i);
  });

  it('names the technique only of what a record really found', async () => {
    const record = recordOf({ exploratory_triangle: ['case_1', 'bug_1'] });
    // Made up: the payload of case 1 claimed for every other case.
    for (let number = 2; number <= 6; number += 1) {
      record.challenges.exploratory_triangle!.answers[`case_${number}`] = answerOf(
        'exploratory_triangle',
        'case',
        1,
      );
    }
    const response = await app.inject({ method: 'POST', url: `/${PROGRESS_API.summary}`, payload: record });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<StoredProgress>().found.exploratory_triangle ?? {}).sort()).toEqual([
      'bug_1',
      'case_1',
    ]);
  });
});

describe('what a submission tells the learner’s progress', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(() => app.close());

  const submit = async (url: string, payload: object) =>
    (await app.inject({ method: 'POST', url, payload })).json<Record<string, unknown>>();

  it('names the technique of the case and bug found, and the classes of input tried', async () => {
    const bug = answerOf('exploratory_triangle', 'bug', 1);
    const answer = await submit('/api/exploratory/v1/triangle', bug);
    expect(answer).toMatchObject({
      bugIndex: 1,
      bugTechnique: expect.any(String),
      inputClasses: expect.any(Array),
    });
    expect(
      await submit('/api/exploratory/v1/triangle', { first: ' 0', second: 'empty', third: '<b>' }),
    ).toMatchObject({
      inputClasses: ['empty', 'blanksAround', 'zero', 'markup'],
    });
  });

  it('counts a value at a limit as a boundary tried only when it found a boundary case', async () => {
    const definitions = await import('../../src/challenges/registry');
    const attractor = definitions.REGISTERED_BY_STORE_NAME.get('generator_attractor')!.definition;
    const number = attractor.cases.findIndex((item) => item.technique === 'boundaryValues') + 1;
    const answer = await submit(
      '/api/generator/v1/attractor',
      answerOf('generator_attractor', 'case', number),
    );
    expect(answer).toMatchObject({
      caseTechnique: 'boundaryValues',
      inputClasses: expect.arrayContaining(['boundaries']),
    });
    const other = attractor.cases.findIndex((item) => item.technique !== 'boundaryValues') + 1;
    const plain = await submit('/api/generator/v1/attractor', answerOf('generator_attractor', 'case', other));
    expect(plain.inputClasses).not.toContain('boundaries');
  });
});
