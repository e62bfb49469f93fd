import { storeName } from '@qa/shared/catalogue';
import {
  MAX_PLANTED_BUGS,
  PROGRESS_API,
  type StoredBugReport,
  type StoredProgress,
} from '@qa/shared/progress';
import type { FastifyInstance } from 'fastify';
import { REGISTERED_REPORTS } from '../../src/bug-reports/registry';
import { reports as triangleReports } from '../../src/challenges/exploratory/triangle/reports';
import { REPORTS_GRADED_PER_MERGE } from '../../src/progress/confirm-record';
import type { TokenVerifier } from '../../src/identity/token-verifier';
import { buildAppWithDatabase } from '../helper';
import { recordOf } from '../support/progress-fixtures';

const verifier: TokenVerifier = async (token) => {
  if (!token.startsWith('token-of-')) throw new Error('bad token');
  return { uid: token.slice('token-of-'.length), claims: {} };
};
const as = (user: string) => ({ authorization: `Bearer token-of-${user}` });
const MINE = `/${PROGRESS_API.mine}`;

/** The model report of the triangle's bug `bug`, in Ukrainian, claiming `score`. */
const report = (bug: number, score = 100, changes: Partial<StoredBugReport> = {}): StoredBugReport => {
  const { model } = triangleReports.bugs[bug - 1]!;
  return {
    title: model.title.ua,
    steps: model.steps.map((values) => ({ values: { ...values } })),
    expected: model.expected.ua,
    actual: model.actual.ua,
    severity: model.severity,
    priority: model.priority,
    bug,
    score,
    language: 'ua',
    ...changes,
  };
};

const withReports = (bugReports: StoredBugReport[]) => recordOf({ exploratory_triangle: { bugReports } });

describe('bug reports kept with progress (PGlite in memory)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildAppWithDatabase(verifier);
  }, 20_000);
  afterAll(() => app.close());

  const merge = (user: string, payload: unknown) =>
    app.inject({ method: 'POST', url: MINE, headers: as(user), payload: payload as object });
  const kept = async (user: string) =>
    (await app.inject({ url: MINE, headers: as(user) })).json<StoredProgress>().progress.challenges
      .exploratory_triangle?.bugReports;

  it('has room in a record for every planted bug of a reported challenge', () => {
    for (const { reports } of REGISTERED_REPORTS)
      expect(reports.bugs.length).toBeLessThanOrEqual(MAX_PLANTED_BUGS);
  });

  it('keeps a report with the score of its own grading, whatever score the browser claims', async () => {
    // A far-off severity fails one criterion of five: the browser claims full marks anyway.
    const forged = report(1, 100, { severity: 'trivial' });
    expect((await merge('olha', withReports([forged]))).statusCode).toBe(200);
    expect(await kept('olha')).toEqual([{ ...forged, score: 80 }]);
  });

  it('drops a report whose steps reproduce another bug, or none, and keeps the rest', async () => {
    const otherBug = { ...report(1), bug: 2 };
    const noBug = report(3, 100, { steps: [{ values: { first: '3', second: '4', third: '5' } }] });
    expect((await merge('petro', withReports([otherBug]))).statusCode).toBe(200);
    expect(await kept('petro')).toBeUndefined();
    await merge('petro', withReports([noBug]));
    expect(await kept('petro')).toBeUndefined();
    await merge('petro', withReports([report(2)]));
    expect(await kept('petro')).toEqual([report(2)]);
  });

  it('grades one new report a merge, however many a record sends', async () => {
    expect(REPORTS_GRADED_PER_MERGE).toBe(1);
    const all = [report(1), report(2), report(3)];
    await merge('roman', withReports(all));
    expect(await kept('roman')).toEqual([report(1)]);
    // The browser sends the others again with its next change: one more each time.
    await merge('roman', withReports(all));
    expect(await kept('roman')).toEqual([report(1), report(2)]);
    await merge('roman', withReports(all));
    expect(await kept('roman')).toEqual(all);
  });

  it('keeps a stored report as it is, without grading it again, and a worse one leaves it kept', async () => {
    const stored = report(1, 100, { severity: 'trivial' });
    await merge('sofia', withReports([stored]));
    // Sent again unchanged with a higher claim: the stored score stays, and the merge's one grading is left for
    // the new report beside it.
    await merge('sofia', withReports([{ ...stored, score: 100 }, report(2)]));
    expect(await kept('sofia')).toEqual([{ ...stored, score: 80 }, report(2)]);
    // Another report of bug 2 that grades worse: the better one stays.
    await merge('sofia', withReports([report(2, 100, { severity: 'trivial' })]));
    expect(await kept('sofia')).toEqual([{ ...stored, score: 80 }, report(2)]);
    // A better report of bug 1 takes its place.
    await merge('sofia', withReports([report(1)]));
    expect(await kept('sofia')).toEqual([report(1), report(2)]);
  });

  it('takes no report for a challenge without planted bugs to report', async () => {
    const divide = REGISTERED_REPORTS.some(({ entry }) => storeName(entry) === 'scripted_divide');
    expect(divide).toBe(false);
    await merge('taras', recordOf({ scripted_divide: { bugReports: [report(1)] } }));
    const progress = (await app.inject({ url: MINE, headers: as('taras') })).json<StoredProgress>().progress;
    expect(progress.challenges.scripted_divide?.bugReports).toBeUndefined();
  });
});
