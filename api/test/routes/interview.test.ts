import {
  INTERVIEW_API,
  MAX_SESSION_SENDS,
  type FinishedSessions,
  type InterviewSession,
  type InterviewTableResult,
  type Scorecard,
  type ShareLink,
} from '@qa/shared/interview/schema';
import { TEST_DESIGN_API } from '@qa/shared/test-design';
import { BUG_REPORTS_API } from '@qa/shared/bug-reports';
import { CHALLENGES } from '@qa/shared/catalogue';
import type { FastifyInstance } from 'fastify';
import { interviewFamily } from '../../src/interview/families';
import { interviewReports, mostSevere } from '../../src/interview/replay';
import { buildAppWithDatabase } from '../helper';
import { as, movableClock, verifier } from '../support/game-fixtures';

const SESSIONS = `/${INTERVIEW_API}/sessions`;
const START = '2026-11-25T10:00:00.000Z';
const time = movableClock(START);
const triangle = interviewFamily('triangle')!;
const MINUTE = 60_000;

describe('the interview simulation (PGlite in memory)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildAppWithDatabase(verifier, { clock: time.clock });
  }, 20_000);
  afterAll(() => app.close());
  beforeEach(() => time.reset());

  const start = async (user?: string, language = 'en'): Promise<InterviewSession> => {
    const response = await app.inject({
      method: 'POST',
      url: SESSIONS,
      headers: { ...as(user), 'accept-language': language },
      payload: { family: 'triangle' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json<InterviewSession>();
  };
  const post = (path: string, payload?: object, user?: string, language = 'en') =>
    app.inject({
      method: 'POST',
      url: `${SESSIONS}/${path}`,
      headers: { ...as(user), 'accept-language': language },
      ...(payload && { payload }),
    });
  const get = (path: string, user?: string, language = 'en') =>
    app.inject({ url: path, headers: { ...as(user), 'accept-language': language } });
  /** The faults the session drew, as the server keeps them (never sent to the learner). */
  const drawnOf = async (sessionId: string) => (await app.interview.find(sessionId, undefined))!.drawn;
  /** The model report of the n-th drawn fault, as this session's build makes it. */
  const modelOf = (drawn: readonly string[], bug: number) =>
    interviewReports(triangle, drawn).bugs[bug - 1]!.model;

  it('starts a session on a drawn build, handing over the requirements, fields and outcomes, on the server’s clock', async () => {
    const session = await start(undefined, 'ua');
    expect(session.title).toBe('Форма визначення типу трикутника');
    expect(session.requirements.rules).toHaveLength(5);
    expect(session.fields.map(({ slot, label }) => [slot, label])).toEqual([
      ['first', 'Сторона A'],
      ['second', 'Сторона B'],
      ['third', 'Сторона C'],
    ]);
    expect(session.outcomes.map(({ id }) => id)).toContain('isosceles');
    expect(session.bugsTotal).toBe(3);
    expect(session.startedAt).toBe(START);
    expect(Date.parse(session.endsAt) - Date.parse(START)).toBe(app.interview.seconds * 1000);
    // Two sessions draw their bugs apart: answers read elsewhere do not carry over.
    const seeds = await Promise.all([start(), start(), start(), start()]);
    const draws = new Set(
      await Promise.all(seeds.map(async ({ sessionId }) => (await drawnOf(sessionId)).join())),
    );
    expect(draws.size).toBeGreaterThan(1);
  });

  it('answers a submission with what the build shows only, and keeps it in the session’s log', async () => {
    const { sessionId } = await start();
    const drawn = await drawnOf(sessionId);
    const model = modelOf(drawn, 1);
    const response = await post(`${sessionId}/submissions`, { values: model.steps[0] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: model.actual.en, send: 0 });
    const fine = await post(`${sessionId}/submissions`, { values: { first: '3', second: '4', third: '5' } });
    expect(fine.json()).toEqual({ message: 'Scalene triangle', send: 1 });

    // The log comes back with the session, in the reader's language, nothing marked until the learner marks it.
    const session = (await get(`${SESSIONS}/${sessionId}`, undefined, 'pl')).json<InterviewSession>();
    expect(session.sends).toEqual([
      { values: model.steps[0], message: model.actual.pl, marked: false },
      { values: { first: '3', second: '4', third: '5' }, message: 'Trójkąt różnoboczny', marked: false },
    ]);
    expect((await post(`${sessionId}/marks`, { send: 0, marked: true })).json()).toEqual({
      send: 0,
      marked: true,
    });
    expect((await post(`${sessionId}/marks`, { send: 2, marked: true })).statusCode).toBe(404);
    const marked = (await get(`${SESSIONS}/${sessionId}`)).json<InterviewSession>();
    expect(marked.sends.map(({ marked: isMarked }) => isMarked)).toEqual([true, false]);
  });

  it('keeps at most MAX_SESSION_SENDS submissions, and says so in the learner’s language', async () => {
    const { sessionId } = await start();
    const stored = (await app.interview.find(sessionId, undefined))!;
    const full = Array.from({ length: MAX_SESSION_SENDS }, () => ({
      values: { first: '1', second: '1', third: '1' },
      marked: false,
    }));
    await app.interview.write(sessionId, undefined, time.clock(), () => ({ sends: full }));
    const refused = await post(`${sessionId}/submissions`, { values: {} }, undefined, 'ru');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/^Журнал этой сессии/);
    expect(stored.sends).toEqual([]);
  });

  it('runs the test table on the build as a tester runs it: what it shows, never whether a row is right', async () => {
    const { sessionId } = await start();
    const table = {
      tests: [
        { values: { first: '5', second: '5', third: '5' }, expected: 'equilateral' },
        { values: { first: '5', second: '3', third: '5' }, expected: 'scalene' },
      ],
    };
    const response = await post(`${sessionId}/table`, table);
    expect(response.statusCode).toBe(200);
    const drawn = await drawnOf(sessionId);
    const shown = triangle.shown(
      triangle.faults.buildWith(drawn),
      table.tests.map(({ values }) => values),
      'en',
    );
    expect(response.json<InterviewTableResult>()).toEqual({ rows: shown.map((text) => ({ shown: text })) });
    // The table comes back with the session; its grade waits for the scorecard.
    const session = (await get(`${SESSIONS}/${sessionId}`)).json<InterviewSession>();
    expect(session.table).toEqual(table.tests);
    const wrong = await post(`${sessionId}/table`, {
      tests: [{ values: { first: '1', second: '1', third: '1' }, expected: 'square' }],
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('keeps the last report saved, graded only when the session ends', async () => {
    const { sessionId } = await start();
    const drawn = await drawnOf(sessionId);
    const worst = drawn.indexOf(mostSevere(triangle, drawn)[0]!) + 1;
    const model = modelOf(drawn, worst);
    const report = {
      title: model.title.en,
      steps: model.steps.map((values) => ({ values })),
      expected: model.expected.en,
      actual: model.actual.en,
      severity: model.severity,
      priority: model.priority,
    };
    // Nothing says whether it is a planted bug, or how good the report is.
    expect((await post(`${sessionId}/report`, report)).json()).toEqual({ saved: true });
    const harmless = { ...report, steps: [{ values: { first: '3', second: '4', third: '5' } }] };
    expect((await post(`${sessionId}/report`, harmless)).json()).toEqual({ saved: true });
    expect((await get(`${SESSIONS}/${sessionId}`)).json<InterviewSession>().report).toEqual(harmless);

    // The last one counts, not the best: trying reports until one is accepted earns nothing more.
    const card = (await post(`${sessionId}/finish`)).json<Scorecard>();
    expect(card.lines.find(({ name }) => name === 'reportQuality')?.value).toBe(0);
  });

  it('counts the bugs the learner marked or reported, each mark on a right answer cancelling one', async () => {
    const { sessionId } = await start();
    const drawn = await drawnOf(sessionId);
    const [one, two] = [modelOf(drawn, 1), modelOf(drawn, 2)];
    await post(`${sessionId}/submissions`, { values: one.steps[0] });
    await post(`${sessionId}/submissions`, { values: two.steps[0] });
    await post(`${sessionId}/submissions`, { values: { first: '3', second: '4', third: '5' } });
    await post(`${sessionId}/marks`, { send: 0, marked: true });
    await post(`${sessionId}/marks`, { send: 2, marked: true });
    await post(`${sessionId}/report`, {
      title: two.title.en,
      steps: two.steps.map((values) => ({ values })),
      expected: two.expected.en,
      actual: two.actual.en,
      severity: two.severity,
      priority: two.priority,
    });
    const card = (await post(`${sessionId}/finish`)).json<Scorecard>();
    // Bugs 1 (marked) and 2 (reported), less the mark on a scalene triangle.
    const bugs = card.lines.find(({ name }) => name === 'bugsFound')!;
    expect(bugs).toMatchObject({ value: 1, of: 3 });
    expect(bugs.reason).toMatch(/meet the requirements: 1; each cancels one bug found/);
  });

  it('counts nothing for a session that only typed inputs, whatever they exposed', async () => {
    const { sessionId } = await start();
    const drawn = await drawnOf(sessionId);
    for (const bug of [1, 2, 3])
      await post(`${sessionId}/submissions`, { values: modelOf(drawn, bug).steps[0] });
    const card = (await post(`${sessionId}/finish`)).json<Scorecard>();
    expect(card.lines.find(({ name }) => name === 'bugsFound')).toMatchObject({ value: 0, of: 3 });
    expect(card.total).toBe(0);
  });

  it('keeps the scorecard until the end, then scores the work: 409 for any work after the clock', async () => {
    const { sessionId } = await start();
    const drawn = await drawnOf(sessionId);
    await post(`${sessionId}/submissions`, { values: modelOf(drawn, 2).steps[0] });
    await post(`${sessionId}/marks`, { send: 0, marked: true });
    expect((await get(`${SESSIONS}/${sessionId}/scorecard`)).statusCode).toBe(409);

    time.set(Date.parse(START) + app.interview.seconds * 1000);
    const late = await post(`${sessionId}/submissions`, { values: { first: '1', second: '1', third: '1' } });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/^Time is up/);

    const response = await get(`${SESSIONS}/${sessionId}/scorecard`);
    expect(response.statusCode).toBe(200);
    const card = response.json<Scorecard>();
    expect(card).toMatchObject({ family: 'Triangle', verified: false });
    expect(card.lines.map(({ name }) => name)).toEqual([
      'casesCovered',
      'variantsCaught',
      'bugsFound',
      'reportQuality',
      'timeUsed',
    ]);
    expect(card.lines.find(({ name }) => name === 'bugsFound')).toMatchObject({ value: 1, of: 3 });
    expect(card.lines.find(({ name }) => name === 'timeUsed')).toMatchObject({
      value: app.interview.seconds,
      of: app.interview.seconds,
    });
    expect(card.percentile).toBeNull();
  });

  it('finishes early on request, and a finished session takes no more work', async () => {
    const { sessionId } = await start();
    time.set(Date.parse(START) + 5 * MINUTE);
    const finished = await post(`${sessionId}/finish`);
    expect(finished.statusCode).toBe(200);
    expect(finished.json<Scorecard>().lines.find(({ name }) => name === 'timeUsed')?.value).toBe(300);
    expect((await post(`${sessionId}/submissions`, { values: {} })).statusCode).toBe(409);
    expect(
      (await post(`${sessionId}/table`, { tests: [{ values: {}, expected: 'missingSide' }] })).statusCode,
    ).toBe(409);
  });

  it('turns answers and hints off for its learner while the session runs, of every challenge', async () => {
    const answers = (key: string) => `/${CHALLENGES.find((entry) => entry.key === key)!.path}/answer/1`;
    const { sessionId } = await start('eve');
    for (const path of [answers('triangle'), answers('adder')]) {
      const refused = await get(path, 'eve');
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toMatch(/^Answers and hints are off/);
      expect((await get(path, 'bob')).statusCode).toBe(200);
    }
    await post(`${sessionId}/finish`, undefined, 'eve');
    expect((await get(answers('triangle'), 'eve')).statusCode).toBe(200);
  });

  it('closes the practice table and report of the session’s challenge to its learner while it runs', async () => {
    const { sessionId } = await start('ivy');
    const table = {
      url: `/${TEST_DESIGN_API}/${triangle.entry.group}/${triangle.entry.key}`,
      payload: {
        build: 1,
        tests: [{ values: { first: '3', second: '4', third: '5' }, expected: 'scalene' }],
      },
    };
    const report = {
      url: `/${BUG_REPORTS_API}/${triangle.entry.group}/${triangle.entry.key}`,
      payload: {
        title: 'Sides 3, 4 and 5 are called scalene',
        steps: [{ values: { first: '3', second: '4', third: '5' } }],
        expected: 'Scalene triangle',
        actual: 'Scalene triangle',
        severity: 'minor',
        priority: 'low',
      },
    };
    for (const practice of [table, report]) {
      const refused = await app.inject({ method: 'POST', ...practice, headers: as('ivy') });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toMatch(/^The test table and the bug report/);
      expect((await app.inject({ method: 'POST', ...practice, headers: as('bob') })).statusCode).toBe(200);
    }
    await post(`${sessionId}/finish`, undefined, 'ivy');
    expect((await app.inject({ method: 'POST', ...table, headers: as('ivy') })).statusCode).toBe(200);
  });

  it('takes up the running session on Start, on reload and in a second tab, with everything done in it', async () => {
    const first = await start('kai');
    await post(`${first.sessionId}/submissions`, { values: { first: '1', second: '2', third: '3' } }, 'kai');
    const again = await app.inject({ method: 'POST', url: SESSIONS, headers: as('kai'), payload: {} });
    expect(again.statusCode).toBe(200);
    expect(again.json<InterviewSession>()).toMatchObject({
      sessionId: first.sessionId,
      endsAt: first.endsAt,
    });
    const current = await get(`${SESSIONS}/current`, 'kai');
    expect(current.json<InterviewSession>().sends).toHaveLength(1);
    expect((await get(`${SESSIONS}/current`, 'bob')).statusCode).toBe(404);
    await post(`${first.sessionId}/finish`, undefined, 'kai');
    expect((await get(`${SESSIONS}/current`, 'kai')).statusCode).toBe(404);
    // Finished, it is listed with the learner's progress.
    const listed = (await get(SESSIONS, 'kai')).json<FinishedSessions>();
    expect(listed).toEqual([
      expect.objectContaining({ sessionId: first.sessionId, family: 'Triangle', total: 0, assigned: false }),
    ]);
    expect((await get(SESSIONS)).statusCode).toBe(401);
  });

  it('keeps a signed-in learner’s session from anyone else', async () => {
    const { sessionId } = await start('ada');
    expect((await get(`${SESSIONS}/${sessionId}`, 'ada')).statusCode).toBe(200);
    expect((await get(`${SESSIONS}/${sessionId}`, 'bob')).statusCode).toBe(404);
    expect((await get(`${SESSIONS}/${sessionId}`)).statusCode).toBe(404);
    expect((await post(`${sessionId}/submissions`, { values: {} }, 'bob')).statusCode).toBe(404);
  });

  it('shares a finished scorecard by a signed link that opens without an account, in the reader’s language, until it expires', async () => {
    const { sessionId } = await start('ana');
    expect((await post(`${sessionId}/share`, undefined, 'ana')).statusCode).toBe(409);
    await post(`${sessionId}/finish`, undefined, 'ana');
    const link = (await post(`${sessionId}/share`, undefined, 'ana')).json<ShareLink>();
    expect(link.path).toMatch(/^\/app\/interview\/shared\/[\w~-]+$/);
    const token = link.path.split('/').at(-1)!;
    const shared = await get(`/${INTERVIEW_API}/shared/${token}`, undefined, 'pl');
    expect(shared.statusCode).toBe(200);
    expect(shared.json<Scorecard>()).toMatchObject({
      title: 'Formularz rozpoznawania typu trójkąta',
      family: 'Trójkąt',
      verified: true,
    });
    // The link names no session: holding it owns nothing, and mints no other link.
    expect(token).not.toContain(sessionId);
    const linkId = token.split('~')[0]!;
    expect((await post(`${linkId}/share`, undefined)).statusCode).toBe(404);
    expect((await post(`${sessionId}/share`, undefined, 'bob')).statusCode).toBe(404);

    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}A`;
    expect((await get(`/${INTERVIEW_API}/shared/${tampered}`)).statusCode).toBe(404);
    time.set(Date.parse(link.expiresAt) + 1000);
    const expired = await get(`/${INTERVIEW_API}/shared/${token}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json<{ message: string }>().message).toMatch(/not valid or has expired/);
  });
});
