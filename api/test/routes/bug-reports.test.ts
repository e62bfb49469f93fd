import { TESTER_KEY_HEADER } from '@qa/shared/catalogue';
import type { BugReportResult } from '@qa/shared/bug-reports/schema';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../helper';
import { TRIANGLE_REPORT } from '../support/triangle-report';

const URL = '/api/bug-reports/v1/exploratory/triangle';
const KEY = TESTER_KEY_HEADER.toLowerCase();

describe('the bug-report call (triangle)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(() => app.close());

  const send = (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: URL,
      payload: body as object,
      headers: { 'accept-language': 'en', ...headers },
    });

  it('replays the steps, grades each criterion with its reason, shows the model and names the tester key', async () => {
    const response = await send(TRIANGLE_REPORT);
    expect(response.statusCode).toBe(200);
    const result = response.json<BugReportResult>();
    expect(result.reproduces.bug).toBe(1);
    expect(result.reproduces.why).toContain('isosceles triangle with sides A and C equal is called scalene');
    expect(result.criteria.map(({ name, passed }) => [name, passed])).toEqual([
      ['minimalSteps', true],
      ['actualResult', true],
      ['expectedResult', true],
      ['title', true],
      ['severity', true],
    ]);
    expect(result.criteria.every(({ reason }) => reason.length > 10)).toBe(true);
    expect(result.score).toBe(100);
    expect(result.duplicateOf).toBeNull();
    expect(result.model).toMatchObject({
      severity: 'major',
      steps: [{ values: { first: '5', second: '3', third: '5' } }],
    });
    expect(response.headers[KEY]).toMatch(/^[0-9a-f-]{36}$/);
    // In the body too, for a page that cannot read the answer's headers.
    expect(result.testerKey).toBe(response.headers[KEY]);
  });

  it('answers a second report of the same bug under the same tester key as a duplicate of the first', async () => {
    const first = await send({ ...TRIANGLE_REPORT, title: 'Sides A and C equal: scalene, not isosceles' });
    const key = String(first.headers[KEY]);
    const again = (
      await send(
        { ...TRIANGLE_REPORT, steps: [{ values: { first: '2.5', second: '4', third: '2.5' } }] },
        { [KEY]: key },
      )
    ).json<BugReportResult>();
    expect(again.duplicateOf).toBe('Sides A and C equal: scalene, not isosceles');
    // Another tester's first report of it is no duplicate.
    expect((await send(TRIANGLE_REPORT)).json<BugReportResult>().duplicateOf).toBeNull();
  });

  it('says in the request language when the steps reproduce nothing, with no model and nothing kept', async () => {
    const response = await send(
      { ...TRIANGLE_REPORT, steps: [{ values: { first: '3', second: '4', third: '5' } }] },
      { 'accept-language': 'pl' },
    );
    const result = response.json<BugReportResult>();
    expect(result).toMatchObject({
      reproduces: { bug: null },
      criteria: [],
      score: 0,
      duplicateOf: null,
      model: null,
    });
    expect(result.reproduces.why).toContain('nie odtwarzają');
    expect(response.headers[KEY]).toBeUndefined();
  });

  it.each([
    ['no steps', { ...TRIANGLE_REPORT, steps: [] }],
    [
      'eleven steps',
      { ...TRIANGLE_REPORT, steps: Array.from({ length: 11 }, () => TRIANGLE_REPORT.steps[0]) },
    ],
    ['a severity it does not know', { ...TRIANGLE_REPORT, severity: 'catastrophic' }],
    ['a field the form does not have', { ...TRIANGLE_REPORT, steps: [{ values: { fourth: '1' } }] }],
    ['an actual result of a novel', { ...TRIANGLE_REPORT, actual: 'x'.repeat(501) }],
    ['a score of its own', { ...TRIANGLE_REPORT, score: 100 }],
  ])('refuses %s with the request-format error, never a 500', async (_what, body) => {
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).not.toMatch(/must|should|property/i);
  });
});
