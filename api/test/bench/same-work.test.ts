import type { FastifyInstance } from 'fastify';
import {
  bugReport,
  calculate,
  judgeChallenge,
  reportBug,
  runTestDesign,
  testDesignTable,
} from '../../src/bench/same-work';
import { buildApp } from '../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });

// The bench's baseline is only fair if it does the routes' work: the same answer for the same body.
describe("the bench's same work answers what the routes answer", () => {
  it.each([
    { first: '100', second: 'EUR', third: 'GBP' },
    { first: '-1', second: 'USD', third: 'EUR' },
    { first: '', second: 'EUR', third: 'EUR' },
  ])('POST on the currency converter, %j', async (body) => {
    const response = await post('/api/scripted/v1/currency-converter', body);
    expect(response.statusCode).toBe(200);
    expect(judgeChallenge('api/scripted/v1/currency-converter', body, 'en')).toEqual(response.json());
  });

  it.each([{ first: 2, second: 3 }, { first: '2', second: 'x' }, { first: 1 }])(
    'POST on the calculator, %j',
    async (body) => {
      const response = await post('/api/sandbox/v1/calculator', body, { 'x-tester-key': 'same-work-key' });
      const answer = calculate('same-work-key', body, 'en');
      expect(answer.status).toBe(response.statusCode);
      expect(answer.body).toEqual(response.json());
    },
  );

  it('refuses a path whose challenge needs a sandbox, or none', () => {
    expect(() => judgeChallenge('api/nowhere', {}, 'en')).toThrow();
  });

  it.each([1, 20, 50])('POST on the triangle test design, a %i-row table', async (rows) => {
    const body = testDesignTable('exploratory_triangle', rows);
    const response = await post('/api/test-design/v1/exploratory/triangle', body);
    expect(response.statusCode).toBe(200);
    expect(runTestDesign('api/test-design/v1/exploratory/triangle', body, 'en')).toEqual(response.json());
  });

  it('POST on the triangle bug reports, a first report and its duplicate', async () => {
    const body = bugReport('exploratory_triangle', 5);
    for (const round of ['first', 'duplicate']) {
      const response = await post('/api/bug-reports/v1/exploratory/triangle', body, {
        'x-tester-key': 'same-work-reports',
      });
      expect([round, response.statusCode]).toEqual([round, 200]);
      const answer = reportBug('api/bug-reports/v1/exploratory/triangle', 'same-work-reports', body, 'en');
      expect([round, answer]).toEqual([round, response.json()]);
    }
  });
});

// The bench's bodies must be what it says: a table graded in full, a report of the planted bug in as many steps.
describe("the bench's grading bodies", () => {
  it('a table of the expert examples, every row valid on the reference', () => {
    const body = testDesignTable('exploratory_triangle', 50);
    expect(body.tests).toHaveLength(50);
    const run = runTestDesign('api/test-design/v1/exploratory/triangle', body, 'en');
    expect('rows' in run && run.rows.every((row) => 'validOnReference' in row && row.validOnReference)).toBe(
      true,
    );
  });

  it.each([1, 2, 3, 4])('a report of five steps that reproduces bug %i', (bug) => {
    const body = bugReport('exploratory_triangle', 5, bug);
    expect(body.steps).toHaveLength(5);
    const answer = reportBug('api/bug-reports/v1/exploratory/triangle', `same-work-bug-${bug}`, body, 'en');
    // The first step with a bug is the one reproduced: the four before the model's reproduce none.
    expect(answer.reproduces.bug).toBe(bug);
    expect(answer.criteria.find(({ name }) => name === 'minimalSteps')?.passed).toBe(false);
  });

  it('refuses a challenge with no test design or reports', () => {
    expect(() => testDesignTable('nowhere', 20)).toThrow();
    expect(() => bugReport('nowhere', 5)).toThrow();
  });
});
