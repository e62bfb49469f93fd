import { findChallenge, setLanguage, store, type ChallengeEntry } from '@qa/shared';
import type { TestRunBody } from '@qa/shared/test-design/schema';
import { ERROR_MESSAGES } from '../api/src/i18n/error-messages';
import { REGISTERED_DESIGNS } from '../api/src/test-design/registry';
import { fetchTestDesign, runTestTable } from '../shared/kit/src/testDesign/testDesignCalls';
import { withRealServer } from './support/server';

const entry = (group: string, key: string): ChallengeEntry<string> => {
  const found = findChallenge(group, key);
  if (!found) throw new Error(`${group}/${key} is in the catalogue`);
  return found;
};
const triangle = entry('exploratory', 'triangle');

const test = (expected: string, first: string, second: string, third: string) => ({
  values: { first, second, third },
  expected,
});

/** The happy path, one wrong expectation and the same class twice: each kind of verdict the view shows. */
const TABLE: TestRunBody = {
  build: 1,
  tests: [
    test('equilateral', '3', '3', '3'),
    test('isosceles', '3', '3', '4'),
    test('scalene', '3', '4', '5'),
    test('scalene', '1', '2', '3'),
    test('equilateral', '7', '7', '7'),
  ],
};

describe('the test design view reads what GET and POST /api/test-design/v1/{group}/{key} answer', () => {
  withRealServer();
  beforeEach(() => store.dispatch(setLanguage('en')));

  it.each(REGISTERED_DESIGNS.map(({ entry: design }) => [design.path, design] as const))(
    '%s: the design is read as the view expects it',
    async (_path, challenge) => {
      const outcome = await fetchTestDesign(challenge);
      expect(outcome).toMatchObject({
        kind: 'ok',
        value: { builds: expect.arrayContaining([{ number: 1 }]) },
      });
    },
  );

  it('triangle: a table is run on build 1 and every verdict is read', async () => {
    const design = await fetchTestDesign(triangle);
    if (design.kind !== 'ok') throw new Error(`the triangle's design was not read: ${design.kind}`);
    expect(design.value.fields).toEqual(['first', 'second', 'third']);
    expect(design.value.outcomes).toContainEqual({ id: 'equilateral', text: expect.stringMatching(/\S/) });

    const run = await runTestTable(triangle, TABLE);
    if (run.kind !== 'ok' || run.value.build !== 1) throw new Error(`the table was not run on build 1`);
    expect(run.value.rows.map((row) => row.validOnReference)).toEqual([true, true, true, false, true]);
    expect(run.value.rows[3]?.referenceOutcome).toBe('notTriangle');
    expect(run.value.redundant).toContain(4);
    expect(run.value.variantsTotal).toBe(design.value.variantsTotal);
    expect(run.value.variantsCaught).toBeLessThan(run.value.variantsTotal);
    expect(run.value.missed.length).toBe(run.value.variantsTotal - run.value.variantsCaught);
    expect(run.value.uncoveredClasses.cases.length).toBeGreaterThan(0);
  });

  it('triangle: the first runs come back, and a row rewritten after its answer is read as earning nothing', async () => {
    const first = await runTestTable(triangle, TABLE);
    if (first.kind !== 'ok' || first.value.build !== 1) throw new Error(`the table was not run on build 1`);
    expect(Object.keys(first.value.firstRuns ?? {})).toHaveLength(TABLE.tests.length);
    const again = await runTestTable(triangle, {
      build: 1,
      tests: [test('notTriangle', '1', '2', '3')],
      firstRuns: first.value.firstRuns,
    });
    if (again.kind !== 'ok' || again.value.build !== 1) throw new Error(`the table was not run on build 1`);
    expect(again.value.rows[0]).toMatchObject({ validOnReference: true, uncounted: 'answerSeen' });
    expect(again.value.score).toBe(0);
  });

  it('triangle: the table is run on build 2 with its marks, and each mark is read judged', async () => {
    const design = await fetchTestDesign(triangle);
    if (design.kind !== 'ok') throw new Error(`the triangle's design was not read: ${design.kind}`);
    expect(design.value.builds[1]).toEqual({ number: 2, releaseNote: expect.stringMatching(/\S/) });
    const run = await runTestTable(triangle, {
      build: 2,
      tests: [
        { ...test('scalene', '1', '2', '3'), mark: 'intendedChange' },
        { ...test('isosceles', '5', '3', '5'), mark: 'regression' },
        test('scalene', '3', '4', '5'),
      ],
    });
    if (run.kind !== 'ok' || run.value.build !== 2) throw new Error(`the table was not run on build 2`);
    expect(run.value.rows.map(({ mark }) => mark)).toEqual(['right', 'right', 'none']);
    expect(run.value).toMatchObject({
      changeFound: true,
      regressionFound: true,
      passesReference: true,
      score: 100,
    });
  });

  it('triangle: a refused table comes back as the API’s message in the learner’s language', async () => {
    store.dispatch(setLanguage('ua'));
    expect(await runTestTable(triangle, { build: 1, tests: [test('circle', '1', '1', '1')] })).toEqual({
      kind: 'error',
      message: ERROR_MESSAGES.unknownOutcome.ua,
    });
  });

  it('a challenge without a design reads as none, so the view shows nothing', async () => {
    expect(await fetchTestDesign(entry('generator', 'attractor'))).toEqual({ kind: 'none' });
  });
});
