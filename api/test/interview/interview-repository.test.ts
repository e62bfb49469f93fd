import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { BugReport } from '../../src/bug-reports/bug-report';
import type { ReportGrade } from '../../src/bug-reports/grade';
import type { Database } from '../../src/database/open-database';
import * as schema from '../../src/database/schema';
import {
  createInterviewRepository,
  PERCENTILE_MIN_SESSIONS,
  type InterviewRepository,
  type NewSession,
} from '../../src/interview/interview-repository';
import { MIGRATIONS_DIR } from '../../src/paths';

const START = new Date('2026-11-27T09:00:00Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);
const SESSION: NewSession = {
  learner: 'uid-ann',
  verified: true,
  family: 'triangle',
  seed: '424242',
  drawn: ['flatAccepted', 'sidesACUnequal', 'zeroAccepted'],
  now: START,
  seconds: 1500,
};
const SCORECARD = { cases: { covered: 5, total: 7 } };
/** A submission of the session's log. */
const sent = (first: string): schema.InterviewSend => ({
  values: { first, second: '4', third: '5' },
  marked: false,
});
const firsts = (session: { sends: schema.InterviewSend[] } | undefined) =>
  session?.sends.map(({ values }) => values.first);

describe('interview sessions (PGlite in memory)', () => {
  let client: PGlite;
  let repository: InterviewRepository;
  /** Every statement sent, to see the row lock the writes take. */
  const statements: string[] = [];

  beforeAll(async () => {
    client = await PGlite.create('memory://');
    const db = drizzle(client, {
      schema,
      logger: { logQuery: (query) => void statements.push(query) },
    });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    repository = createInterviewRepository(() => Promise.resolve(db as Database));
  }, 30_000);

  afterAll(() => client.close());

  it('starts a session that runs from the server clock for the seconds given', async () => {
    const session = await repository.start({
      ...SESSION,
      assignmentId: '6f1c7f49-9f6b-4a3a-9d0e-1c2b3a4d5e6f',
    });
    // An anonymous session is never a confirmed account's, whatever the caller says.
    expect((await repository.start({ ...SESSION, learner: null })).verified).toBe(false);
    expect(session).toEqual({
      id: expect.stringMatching(/^[\da-f-]{36}$/),
      learner: 'uid-ann',
      verified: true,
      family: 'triangle',
      seed: '424242',
      drawn: ['flatAccepted', 'sidesACUnequal', 'zeroAccepted'],
      startedAt: START,
      endsAt: at(1500),
      finishedAt: null,
      sends: [],
      tableRun: null,
      report: null,
      reportGrade: null,
      scorecard: null,
      total: null,
      assignmentId: '6f1c7f49-9f6b-4a3a-9d0e-1c2b3a4d5e6f',
      shareId: null,
    });
    expect((await repository.start(SESSION)).assignmentId).toBeNull();
  });

  it("finds the learner's own session only", async () => {
    const { id } = await repository.start(SESSION);
    expect((await repository.find(id, 'uid-ann'))?.id).toBe(id);
    expect(await repository.find(id, 'uid-bob')).toBeUndefined();
    expect(await repository.find(id, undefined)).toBeUndefined();
    expect(await repository.find('6f1c7f49-9f6b-4a3a-9d0e-000000000000', 'uid-ann')).toBeUndefined();
    expect(await repository.find('not-a-uuid', 'uid-ann')).toBeUndefined();
  });

  it('lets whoever holds the id of an anonymous session use it', async () => {
    const { id } = await repository.start({ ...SESSION, learner: null });
    expect((await repository.find(id, undefined))?.learner).toBeNull();
    expect((await repository.find(id, 'uid-bob'))?.id).toBe(id);
    const written = await repository.write(id, undefined, at(5), () => ({ sends: [sent('1')] }));
    expect(written).toEqual({ over: false, session: expect.objectContaining({ sends: [sent('1')] }) });
    expect((await repository.finish(id, undefined, at(6), SCORECARD, 40))?.total).toBe(40);
  });

  it('writes under the row lock while the session runs, and refuses once it is over', async () => {
    const { id } = await repository.start(SESSION);
    statements.length = 0;
    const first = await repository.write(id, 'uid-ann', at(10), (session) => ({
      sends: [...session.sends, sent('0')],
    }));
    expect(first).toEqual({ over: false, session: expect.objectContaining({ sends: [sent('0')] }) });
    expect(statements.some((statement) => /select .* for update/i.test(statement))).toBe(true);

    // Nothing to store: the session as it is.
    const unchanged = await repository.write(id, 'uid-ann', at(20), () => undefined);
    expect(unchanged).toEqual({ over: false, session: expect.objectContaining({ sends: [sent('0')] }) });

    const change = jest.fn(() => ({ sends: [sent('2')] }));
    expect(await repository.write(id, 'uid-bob', at(30), change)).toBeUndefined();
    expect(await repository.write(id, undefined, at(30), change)).toBeUndefined();
    expect(await repository.write(id, 'uid-ann', at(1500), change)).toEqual({ over: true });
    expect(await repository.write(id, 'uid-ann', at(9999), change)).toEqual({ over: true });
    expect(change).not.toHaveBeenCalled();
    expect(firsts(await repository.find(id, 'uid-ann'))).toEqual(['0']);

    // One millisecond before the end still counts.
    const last = await repository.write(id, 'uid-ann', new Date(at(1500).getTime() - 1), (session) => ({
      sends: [...session.sends, sent('2')],
    }));
    expect(last).toEqual({
      over: false,
      session: expect.objectContaining({ sends: [sent('0'), sent('2')] }),
    });
  });

  it('lets each of two writes at once see the other', async () => {
    const { id } = await repository.start(SESSION);
    await Promise.all(
      ['1', '2', '3'].map((first) =>
        repository.write(id, 'uid-ann', at(5), (session) => ({ sends: [...session.sends, sent(first)] })),
      ),
    );
    expect(firsts(await repository.find(id, 'uid-ann'))?.sort()).toEqual(['1', '2', '3']);
  });

  it('stores the table run, the report and its grade', async () => {
    const { id } = await repository.start(SESSION);
    const tableRun: schema.InterviewTableRun = {
      rows: [{ values: { first: '3', second: '4', third: '5' }, expected: 'scalene' }],
      run: {
        build: 1,
        rows: [{ validOnReference: true, referenceOutcome: 'scalene', catches: 'alone' }],
        variantsTotal: 3,
        variantsCaught: 1,
        missed: [{ technique: 'boundaryValues', field: 'first' }],
        redundant: [],
        uncoveredClasses: { cases: [2], bugs: [] },
        uncovered: [{ technique: 'equivalencePartitioning' }],
        classesTotal: 16,
        score: 33,
      },
    };
    const report: BugReport = {
      title: 'Triangle: sides 3, 4, 0 are accepted as a scalene triangle',
      steps: [{ first: '3', second: '4', third: '0' }],
      expected: 'These sides do not form a triangle.',
      actual: 'Scalene triangle.',
      severity: 'major',
      priority: 'high',
    };
    const reportGrade: ReportGrade = {
      reproduces: { bug: 3, why: 'The steps reproduce a planted bug: zero accepted' },
      criteria: [{ name: 'title', passed: true, reason: 'It names the feature and the behaviour.' }],
      score: 100,
    };
    const outcome = await repository.write(id, 'uid-ann', at(60), () => ({ tableRun }));
    expect(outcome).toEqual({ over: false, session: expect.objectContaining({ tableRun }) });
    await repository.write(id, 'uid-ann', at(70), () => ({ report, reportGrade }));
    expect(await repository.find(id, 'uid-ann')).toEqual(
      expect.objectContaining({ tableRun, report, reportGrade, sends: [] }),
    );
  });

  it('finishes once, at the end at the latest, and then refuses writes', async () => {
    const { id } = await repository.start(SESSION);
    expect(await repository.finish(id, 'uid-bob', at(100), SCORECARD, 70)).toBeUndefined();
    expect(await repository.finish(id, undefined, at(100), SCORECARD, 70)).toBeUndefined();
    const finished = await repository.finish(id, 'uid-ann', at(100), SCORECARD, 70);
    expect(finished).toEqual(
      expect.objectContaining({ finishedAt: at(100), endsAt: at(1500), scorecard: SCORECARD, total: 70 }),
    );
    const again = await repository.finish(id, 'uid-ann', at(200), { other: true }, 10);
    expect(again).toEqual(finished);
    expect(await repository.write(id, 'uid-ann', at(101), () => ({ sends: [sent('9')] }))).toEqual({
      over: true,
    });

    const ranOut = await repository.start(SESSION);
    expect((await repository.finish(ranOut.id, 'uid-ann', at(4000), SCORECARD, 20))?.finishedAt).toEqual(
      at(1500),
    );
  });

  it('shows a finished session to its share id, made once and only for its owner, without whose it is', async () => {
    const { id } = await repository.start(SESSION);
    expect(await repository.shareId(id, 'uid-ann')).toBeUndefined();
    await repository.finish(id, 'uid-ann', at(300), SCORECARD, 55);
    expect(await repository.shareId(id, 'uid-bob')).toBeUndefined();
    expect(await repository.shareId(id, undefined)).toBeUndefined();
    const shareId = (await repository.shareId(id, 'uid-ann'))!;
    expect(shareId).not.toBe(id);
    expect(await repository.shareId(id, 'uid-ann')).toBe(shareId);
    expect(await repository.findShared(shareId)).toEqual({
      family: 'triangle',
      startedAt: START,
      finishedAt: at(300),
      scorecard: SCORECARD,
      total: 55,
      verified: true,
      // A session of the learner's own: no class names them.
      takenBy: null,
    });
    // The session's own id opens nothing.
    expect(await repository.findShared(id)).toBeUndefined();
    expect(await repository.findShared('garbage')).toBeUndefined();
  });

  it("places a total among each confirmed learner's first finished session of the family", async () => {
    const family = 'percentiles';
    const finishWith = async (total: number, session: Partial<NewSession> = {}) => {
      const { id } = await repository.start({ ...SESSION, family, ...session });
      await repository.finish(id, session.learner ?? SESSION.learner ?? undefined, at(60), SCORECARD, total);
    };
    for (const [index, total] of [10, 20, 30, 40, 50, 60, 70, 80, 90].entries())
      await finishWith(total, { learner: `uid-${index}` });
    // Running sessions, other families, anonymous sessions, unconfirmed accounts and second sessions do not count.
    await repository.start({ ...SESSION, family, learner: 'uid-running' });
    for (let index = 0; index < 60; index += 1) await finishWith(0, { learner: null });
    await finishWith(0, { learner: 'uid-unconfirmed', verified: false });
    await finishWith(0, { learner: 'uid-0', now: at(100) });
    expect(await repository.percentile(family, 50)).toBeNull();

    await finishWith(100, { learner: 'uid-9' });
    expect(PERCENTILE_MIN_SESSIONS).toBe(10);
    expect(await repository.percentile(family, 100)).toBe(95);
    expect(await repository.percentile(family, 50)).toBe(45);
    expect(await repository.percentile(family, 55)).toBe(50);
    expect(await repository.percentile(family, 0)).toBe(0);
    expect(await repository.percentile(family, 1000)).toBe(100);
    expect(await repository.percentile('nobody-played', 50)).toBeNull();
  });

  it('finds the learner’s running session of any family, and lists the finished ones newest first', async () => {
    const learner = 'uid-listed';
    const older = await repository.start({ ...SESSION, learner });
    await repository.finish(older.id, learner, at(60), SCORECARD, 30);
    const newer = await repository.start({ ...SESSION, learner, family: 'newsletter', now: at(100) });
    expect((await repository.running(learner, at(200)))?.id).toBe(newer.id);
    expect(await repository.running(learner, at(100 + 1500))).toBeUndefined();
    await repository.finish(newer.id, learner, at(300), SCORECARD, 80);
    expect(await repository.running(learner, at(301))).toBeUndefined();
    expect(await repository.finished(learner)).toEqual([
      expect.objectContaining({ id: newer.id, family: 'newsletter', total: 80, finishedAt: at(300) }),
      expect.objectContaining({ id: older.id, family: 'triangle', total: 30, finishedAt: at(60) }),
    ]);
  });

  it("forgets a learner's sessions only", async () => {
    const mine = await repository.start({ ...SESSION, learner: 'uid-gone' });
    const theirs = await repository.start(SESSION);
    await repository.forget('uid-gone');
    expect(await repository.find(mine.id, 'uid-gone')).toBeUndefined();
    expect(await repository.find(theirs.id, 'uid-ann')).toBeDefined();
  });
});
