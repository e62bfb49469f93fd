import { storeName } from '@qa/shared/catalogue';
import { isBetterRun, PROGRESS_API, type ProgressRecord, type StoredTestRun } from '@qa/shared/progress';
import type { FirstRuns, TestRunResult } from '@qa/shared/test-design/schema';
import type { FastifyInstance } from 'fastify';
import type { TokenVerifier } from '../../src/identity/token-verifier';
import { REGISTERED_DESIGNS } from '../../src/test-design/registry';
import { buildAppWithDatabase } from '../helper';

/**
 * The grade a trainer sees must count only what a learner's own expectations earned. Two ways to earn it without
 * testing knowledge are played here against every design, as the page would play them, signed in: run a generic
 * list of values and copy the answers the run shows; and try each outcome per row until one is accepted.
 */

const verifier: TokenVerifier = async (token) => ({ uid: token, claims: {} });

/** Values with no thought of the challenge: what a script or a copying learner would send to any form. */
const GENERIC = [
  '',
  ' ',
  '0',
  '1',
  '-1',
  '2',
  '5',
  '10',
  '99',
  '100',
  '101',
  '1000',
  '1.5',
  'abc',
  'Qwerty123!',
];

const genericRows = (fieldCount: number) =>
  GENERIC.map((value, index) => {
    const at = (offset: number) => GENERIC[(index + offset) % GENERIC.length] ?? '';
    const values = [value, at(3), at(7)].slice(0, fieldCount);
    return { first: values[0] ?? '', second: values[1] ?? '', third: values[2] ?? '' };
  });

interface Figures {
  /** What the trainer's grid shows: the account's best run, as the API confirmed it. */
  score: number;
  caughtShare: number;
}

describe('copying the answers or trying outcomes earns nothing a trainer sees', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildAppWithDatabase(verifier);
  });
  afterAll(() => app.close());

  /** A learner at one design: the page's runs, each followed by the page's merge into the account. */
  const learnerAt = (index: number, who: string) => {
    const { entry, design } = REGISTERED_DESIGNS[index]!;
    const name = storeName(entry);
    const url = `/api/test-design/v1/${entry.group}/${entry.key}`;
    const outcomes = Object.keys(design.outcomes);
    const values = genericRows(design.fields.length);
    let firstRuns: FirstRuns | undefined;
    let best: StoredTestRun | undefined;
    const run = async (expected: readonly string[], keepFirstRuns = true): Promise<TestRunResult> => {
      const tests = values.map((rowValues, row) => ({ values: rowValues, expected: expected[row]! }));
      const response = await app.inject({
        method: 'POST',
        url,
        payload: { build: 1, tests, ...(keepFirstRuns && firstRuns && { firstRuns }) },
      });
      expect(response.statusCode).toBe(200);
      const result = response.json<TestRunResult>();
      if (!keepFirstRuns) return result;
      firstRuns = result.firstRuns;
      const kept = {
        tests,
        score: result.score,
        variantsCaught: result.variantsCaught,
        variantsTotal: result.variantsTotal,
        missed: result.missed.map(({ technique }) => technique),
      };
      if (isBetterRun(kept, best)) best = kept;
      const record: ProgressRecord = {
        version: 1,
        challenges: {
          [name]: {
            epoch: 0,
            answers: {},
            submissions: {},
            inputClasses: [],
            ...(best && { testDesign: best }),
            ...(firstRuns && { firstRuns }),
          },
        },
        toursSeen: [],
      };
      const merged = await app.inject({
        method: 'POST',
        url: `/${PROGRESS_API.mine}`,
        headers: { authorization: `Bearer ${who}` },
        payload: record,
      });
      expect(merged.statusCode).toBe(200);
      return result;
    };
    const trainerSees = async (): Promise<Figures> => {
      const response = await app.inject({
        url: `/${PROGRESS_API.mine}`,
        headers: { authorization: `Bearer ${who}` },
      });
      const stored = response.json<{ progress: ProgressRecord }>().progress.challenges[name]?.testDesign;
      return {
        score: stored?.score ?? 0,
        caughtShare: stored ? Math.round((100 * stored.variantsCaught) / stored.variantsTotal) : 0,
      };
    };
    return { name, outcomes, run, trainerSees, values, rows: values.length };
  };

  const average = (figures: readonly number[]) =>
    figures.reduce((sum, each) => sum + each, 0) / figures.length;

  it('copying the answers a run showed: at most 20 on average, though the copied table passes throughout', async () => {
    const seen: Figures[] = [];
    const answered: number[] = [];
    const withoutRecord: number[] = [];
    for (const [index] of REGISTERED_DESIGNS.entries()) {
      const learner = learnerAt(index, `copier-${index}`);
      const first = await learner.run(Array(learner.rows).fill(learner.outcomes[0]));
      const copied = first.rows.map(({ referenceOutcome }) => referenceOutcome);
      const copy = await learner.run(copied);
      expect(copy.rows.every(({ validOnReference }) => validOnReference)).toBe(true);
      answered.push(copy.score);
      seen.push(await learner.trainerSees());
      // The same copy from someone with no first runs (another browser): the answers do earn there.
      withoutRecord.push((await learner.run(copied, false)).score);
    }
    expect(average(seen.map(({ score }) => score))).toBeLessThanOrEqual(20);
    expect(average(seen.map(({ caughtShare }) => caughtShare))).toBeLessThanOrEqual(20);
    expect(average(answered)).toBeLessThanOrEqual(20);
    // Without the record the copy scores well above: the attack is real, and the record is what stops it.
    expect(average(withoutRecord)).toBeGreaterThan(25);
  });

  it('trying each outcome per row until the build accepts it: at most 20 on average', async () => {
    const seen: Figures[] = [];
    for (const [index] of REGISTERED_DESIGNS.entries()) {
      const learner = learnerAt(index, `trier-${index}`);
      const accepted: (string | undefined)[] = Array(learner.rows).fill(undefined);
      for (const outcome of learner.outcomes) {
        if (accepted.every(Boolean)) break;
        const tried = accepted.map((kept) => kept ?? outcome);
        const result = await learner.run(tried);
        result.rows.forEach(({ validOnReference }, row) => {
          if (validOnReference) accepted[row] = tried[row];
        });
      }
      expect(accepted.every(Boolean)).toBe(true);
      seen.push(await learner.trainerSees());
    }
    expect(average(seen.map(({ score }) => score))).toBeLessThanOrEqual(20);
    expect(average(seen.map(({ caughtShare }) => caughtShare))).toBeLessThanOrEqual(20);
  });

  it('keeps the account’s first runs when a browser sends them rewritten or left out', async () => {
    const learner = learnerAt(0, 'rewriter');
    const first = await learner.run(Array(learner.rows).fill(learner.outcomes[0]));
    const copied = first.rows.map(({ referenceOutcome }) => referenceOutcome);
    const honest = await learner.trainerSees();
    // The copied table sent with every first run claimed right, and then with none: the account's own stand.
    const claimed = Object.fromEntries(Object.keys(first.firstRuns ?? {}).map((key) => [key, true]));
    const table = copied.map((expected, row) => ({ values: learner.values[row]!, expected }));
    // What the copied table earns against the first runs the account keeps (the page would send those).
    const earned = (
      await app.inject({
        method: 'POST',
        url: `/api/test-design/v1/${REGISTERED_DESIGNS[0]!.entry.group}/${REGISTERED_DESIGNS[0]!.entry.key}`,
        payload: { build: 1, tests: table, firstRuns: first.firstRuns },
      })
    ).json<TestRunResult>();
    expect(earned.rows.filter(({ uncounted }) => uncounted === 'answerSeen').length).toBeGreaterThan(0);
    for (const firstRuns of [claimed, undefined]) {
      const response = await app.inject({
        method: 'POST',
        url: `/${PROGRESS_API.mine}`,
        headers: { authorization: 'Bearer rewriter' },
        payload: {
          version: 1,
          challenges: {
            [learner.name]: {
              epoch: 0,
              answers: {},
              submissions: {},
              inputClasses: [],
              testDesign: { tests: table, score: 100, variantsCaught: 9, variantsTotal: 9, missed: [] },
              ...(firstRuns && { firstRuns }),
            },
          },
          toursSeen: [],
        },
      });
      expect(response.statusCode).toBe(200);
      // The copied table has no wrong row left, so it may be kept: with what it earns there, nothing more.
      const after = await learner.trainerSees();
      expect(after.caughtShare).toBe(honest.caughtShare);
      expect(after.score).toBe(Math.max(honest.score, earned.score));
    }
  });

  it('refuses first runs that are not the API’s keys, in the learner’s language', async () => {
    const { entry, design } = REGISTERED_DESIGNS[0]!;
    const response = await app.inject({
      method: 'POST',
      url: `/api/test-design/v1/${entry.group}/${entry.key}`,
      headers: { 'accept-language': 'ua' },
      payload: {
        build: 1,
        tests: [{ values: { first: '1' }, expected: Object.keys(design.outcomes)[0] }],
        firstRuns: { 'not a key': true },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).not.toMatch(/must|pattern/);
  });
});
