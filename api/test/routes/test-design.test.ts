import {
  MAX_TEST_ROWS,
  type RegressionRunResult,
  type TestDesignInfo,
  type TestRunResult,
} from '@qa/shared/test-design/schema';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../helper';
import { rules as triangle } from '../../src/challenges/exploratory/triangle/rules';
import { firstMatch } from '../../src/challenges/engine/findings';
import { findingText } from '../../src/challenges/engine/techniques';

const URL = '/api/test-design/v1/exploratory/triangle';

const row = (first: string, second: string, third: string, expected: string) => ({
  values: { first, second, third },
  expected,
});

describe('the test-design calls (triangle)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(() => app.close());

  const run = (body: unknown, language = 'en') =>
    app.inject({
      method: 'POST',
      url: URL,
      payload: body as object,
      headers: { 'accept-language': language },
    });

  it('tells the fields, the outcomes in the request language, the builds and how many variants there are', async () => {
    const response = await app.inject({ url: URL, headers: { 'accept-language': 'pl' } });
    expect(response.statusCode).toBe(200);
    const info = response.json<TestDesignInfo>();
    expect(info.fields).toEqual(['first', 'second', 'third']);
    expect(info.outcomes).toContainEqual({ id: 'equilateral', text: 'Trójkąt równoboczny' });
    expect(info.builds).toEqual([
      { number: 1 },
      { number: 2, releaseNote: expect.stringContaining('trójkąty zdegenerowane') },
    ]);
    expect(info.variantsTotal).toBeGreaterThanOrEqual(8);
    // A form answers each row alone; the User API's table runs in order on one sandbox, and says so.
    expect(info).not.toHaveProperty('runsInOrder');
    const api = await app.inject({ url: '/api/test-design/v1/apiTesting/userCrud' });
    expect(api.json<TestDesignInfo>().runsInOrder).toBe(true);
  });

  it('says what each row catches, and names the rows that already do a redundant row’s work', async () => {
    const response = await run({
      build: 1,
      tests: [
        row('2', '2', '2', 'equilateral'),
        row('5', '3', '5', 'isosceles'),
        row('3', '3', '3', 'equilateral'),
      ],
    });
    const result = response.json<TestRunResult>();
    // 5, 3, 5 alone catches the build that does not see A = C; the second equilateral adds nothing to the first.
    expect(result.rows.map(({ catches }) => catches)).toEqual(['nothing', 'alone', 'nothing']);
    expect(result.redundant).toEqual([2]);
    expect(result.rows[2]?.coveredBy).toEqual([0]);
    expect(result.rows[0]).not.toHaveProperty('coveredBy');
  });

  it('runs a table anonymously: a wrong expectation is flagged with the reference outcome', async () => {
    const response = await run({
      build: 1,
      tests: [row('3', '4', '5', 'scalene'), row('1', '2', '3', 'scalene')],
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<TestRunResult>();
    // The wrong row names the expert design's rule its values land on, as a submission of them would.
    const [degenerate] =
      firstMatch(triangle.cases, [{ first: '1', second: '2', third: '3' }, undefined]) ?? [];
    expect(result.rows).toEqual([
      { validOnReference: true, referenceOutcome: 'scalene', catches: 'nothing' },
      {
        validOnReference: false,
        referenceOutcome: 'notTriangle',
        catches: 'nothing',
        rule: findingText(triangle.cases[degenerate! - 1]!, 'en'),
      },
    ]);
    expect(result.variantsCaught).toBeLessThan(result.variantsTotal);
    expect(result.missed.length).toBe(result.variantsTotal - result.variantsCaught);
    // Each uncovered class by the technique that finds it (the triangle's cases 1 to 3 are equivalence classes),
    // and its field where it is of one (bug 3: a side C the build reads wrong).
    const { cases, bugs } = result.uncoveredClasses;
    expect(result.uncovered).toHaveLength(cases.length + bugs.length);
    expect(cases.slice(0, 2)).toEqual([1, 2]);
    expect(result.uncovered?.slice(0, 2)).toEqual([
      { technique: 'equivalencePartitioning' },
      { technique: 'equivalencePartitioning' },
    ]);
    expect(result.uncovered?.[cases.length + bugs.indexOf(3)]).toMatchObject({ field: 'third' });
    // Only what would have caught a variant, never the variant.
    expect(Object.keys(result.missed[0] ?? {}).sort()).toEqual(expect.arrayContaining(['technique']));
    // (The rule's own words may say "flat": a submission of those values names the same case.)
    const withoutRules = { ...result, rows: result.rows.map(({ rule: _rule, ...verdict }) => verdict) };
    expect(JSON.stringify(withoutRules)).not.toMatch(/flat|onlyC|Unequal|zeroAccepted/);
  });

  it('runs a table on build 2 and judges the marks: the change updated, the regression called a bug', async () => {
    const response = await run({
      build: 2,
      tests: [
        // The change: a flat triangle is now classified, and this row now expects it.
        { ...row('1', '2', '3', 'scalene'), mark: 'intendedChange' },
        // The regression: A = C is isosceles, and build 2 no longer says so.
        { ...row('5', '3', '5', 'isosceles'), mark: 'regression' },
        row('3', '4', '5', 'scalene'),
        // Still expecting what build 1 answered, unmarked.
        row('4', '1', '3', 'notTriangle'),
      ],
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<RegressionRunResult>();
    expect(result.rows).toEqual([
      { outcome: 'scalene', passed: true, mark: 'right' },
      { outcome: 'scalene', passed: false, mark: 'right' },
      { outcome: 'scalene', passed: true, mark: 'none' },
      { outcome: 'scalene', passed: false, mark: 'missing' },
    ]);
    expect(result).toMatchObject({
      build: 2,
      changeFound: true,
      regressionFound: true,
      passesReference: false,
    });
    expect(result.score).toBe(80);
  });

  it.each([
    [
      'an outcome the challenge does not have',
      { build: 1, tests: [row('3', '4', '5', 'rhombus')] },
      'Wybierz wynik z listy',
    ],
    ['a build it does not have', { build: 3, tests: [row('3', '4', '5', 'scalene')] }, 'takiego buildu'],
  ])('refuses %s with a localized message', async (_what, body, text) => {
    const response = await run(body, 'pl');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(text);
  });

  it.each([
    [
      'more rows than a table may hold',
      { build: 1, tests: Array.from({ length: MAX_TEST_ROWS + 1 }, () => row('1', '1', '1', 'equilateral')) },
    ],
    ['no rows', { build: 1, tests: [] }],
    [
      'a value longer than a field takes',
      { build: 1, tests: [row('1'.repeat(300), '1', '1', 'equilateral')] },
    ],
    [
      'a field the form does not have',
      { build: 1, tests: [{ values: { fourth: '1' }, expected: 'scalene' }] },
    ],
    ['a score of its own', { build: 1, tests: [row('1', '1', '1', 'equilateral')], score: 100 }],
    [
      'a mark it does not know',
      { build: 2, tests: [{ ...row('1', '1', '1', 'equilateral'), mark: 'flaky' }] },
    ],
  ])('refuses %s with the request-format error, never a 500', async (_what, body) => {
    const response = await run(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).not.toMatch(/must|should|property/i);
  });
});
