import {
  INTERVIEW_API,
  type InterviewReportResult,
  type InterviewSession,
  type Scorecard,
  type ShareLink,
} from '@qa/shared/interview/schema';
import type { TestRunResult } from '@qa/shared/test-design/schema';
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

  it('answers a submission with what the build shows only, and counts a drawn bug it exposes for the scorecard', async () => {
    const { sessionId } = await start();
    const drawn = await drawnOf(sessionId);
    const model = modelOf(drawn, 1);
    const response = await post(`${sessionId}/submissions`, { values: model.steps[0] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: model.actual.en });
    expect((await app.interview.find(sessionId, undefined))!.found).toEqual([drawn[0]]);

    // The reference's answer: nothing found, nothing said.
    const fine = await post(`${sessionId}/submissions`, { values: { first: '3', second: '4', third: '5' } });
    expect(fine.json()).toEqual({ message: 'Scalene triangle' });
    expect((await app.interview.find(sessionId, undefined))!.found).toEqual([drawn[0]]);
  });

  it('runs the test table as the exercise does and refuses an outcome the form does not have', async () => {
    const { sessionId } = await start();
    const table = {
      tests: [
        { values: { first: '5', second: '5', third: '5' }, expected: 'equilateral' },
        { values: { first: '5', second: '3', third: '5' }, expected: 'isosceles' },
      ],
    };
    const response = await post(`${sessionId}/table`, table);
    expect(response.statusCode).toBe(200);
    const run = response.json<TestRunResult>();
    expect(run.variantsTotal).toBe(triangle.faults.ids.length);
    expect(run.rows.every(({ validOnReference }) => validOnReference)).toBe(true);
    const wrong = await post(`${sessionId}/table`, {
      tests: [{ values: { first: '1', second: '1', third: '1' }, expected: 'square' }],
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('grades a report on the drawn build and says whether it is of the worst bug drawn', async () => {
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
    const graded = (await post(`${sessionId}/report`, report)).json<InterviewReportResult>();
    expect(graded).toMatchObject({ reproduces: { bug: worst }, score: 100, mostSevere: true });
    const nothing = await post(`${sessionId}/report`, {
      ...report,
      steps: [{ values: { first: '3', second: '4', third: '5' } }],
    });
    expect(nothing.json<InterviewReportResult>()).toMatchObject({
      reproduces: { bug: null },
      score: 0,
      mostSevere: false,
    });
  });

  it('keeps the scorecard until the end, then scores the work: 409 for any work after the clock', async () => {
    const { sessionId } = await start();
    const drawn = await drawnOf(sessionId);
    await post(`${sessionId}/submissions`, { values: modelOf(drawn, 2).steps[0] });
    expect((await get(`${SESSIONS}/${sessionId}/scorecard`)).statusCode).toBe(409);

    time.set(Date.parse(START) + app.interview.seconds * 1000);
    const late = await post(`${sessionId}/submissions`, { values: { first: '1', second: '1', third: '1' } });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/^Time is up/);

    const response = await get(`${SESSIONS}/${sessionId}/scorecard`);
    expect(response.statusCode).toBe(200);
    const card = response.json<Scorecard>();
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

  it('turns the challenge’s answers and hints off for its learner while the session runs', async () => {
    const answers = `/${triangle.entry.path}/answer/1`;
    const { sessionId } = await start('eve');
    const refused = await get(answers, 'eve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Answers and hints of this challenge are off/,
    );
    expect((await get(answers, 'bob')).statusCode).toBe(200);
    await post(`${sessionId}/finish`, undefined, 'eve');
    expect((await get(answers, 'eve')).statusCode).toBe(200);
  });

  it('keeps a signed-in learner’s session from anyone else', async () => {
    const { sessionId } = await start('ada');
    expect((await get(`${SESSIONS}/${sessionId}`, 'ada')).statusCode).toBe(200);
    expect((await get(`${SESSIONS}/${sessionId}`, 'bob')).statusCode).toBe(404);
    expect((await get(`${SESSIONS}/${sessionId}`)).statusCode).toBe(404);
    expect((await post(`${sessionId}/submissions`, { values: {} }, 'bob')).statusCode).toBe(404);
  });

  it('shares a finished scorecard by a signed link that opens without an account, in the reader’s language, until it expires', async () => {
    const { sessionId } = await start('ada');
    expect((await post(`${sessionId}/share`, undefined, 'ada')).statusCode).toBe(409);
    await post(`${sessionId}/finish`, undefined, 'ada');
    const link = (await post(`${sessionId}/share`, undefined, 'ada')).json<ShareLink>();
    expect(link.path).toMatch(/^\/app\/interview\/shared\/[\w~-]+$/);
    const token = link.path.split('/').at(-1)!;
    const shared = await get(`/${INTERVIEW_API}/shared/${token}`, undefined, 'pl');
    expect(shared.statusCode).toBe(200);
    expect(shared.json<Scorecard>().title).toBe('Formularz rozpoznawania typu trójkąta');

    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}A`;
    expect((await get(`/${INTERVIEW_API}/shared/${tampered}`)).statusCode).toBe(404);
    time.set(Date.parse(link.expiresAt) + 1000);
    const expired = await get(`/${INTERVIEW_API}/shared/${token}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json<{ message: string }>().message).toMatch(/not valid or has expired/);
  });
});
