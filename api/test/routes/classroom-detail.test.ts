// Over 300 lines because it is the contract of both of the trainer's views beyond the grid, a learner's detail and the
// class's weak spots: they share one app, its classes and learners' progress, which two files would set up twice.
import {
  classAssignmentsPath,
  classMemberPath,
  classWeakSpotsPath,
  type Assignment,
  type LearnerDetail,
  type WeakSpots,
} from '@qa/shared/classroom';
import type { StoredBugReport } from '@qa/shared/progress';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REGISTERED_BY_STORE_NAME } from '../../src/challenges/registry';
import { reports as triangleReports } from '../../src/challenges/exploratory/triangle/reports';
import { classes } from '../../src/database/schema';
import { buildAppWithDatabase } from '../helper';
import { classroomCalls } from '../support/classroom-calls';
import { as, verifier } from '../support/game-fixtures';

const SOME_ID = '6f1c7f49-9f6b-4a3a-9d0e-1c2b3a4d5e6f';
const NOW = new Date('2026-12-01T12:00:00.000Z');
const triangle = REGISTERED_BY_STORE_NAME.get('exploratory_triangle')!.definition;

describe('a learner’s detail and a class’s weak spots (PGlite in memory)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildAppWithDatabase(verifier, { clock: () => NOW });
  }, 20_000);
  afterAll(() => app.close());

  const { newClass, joined: join, memberId, kept: keep } = classroomCalls(() => app);
  const detailOf = (trainer: string, id: string, member: string, language = 'en') =>
    app.inject({
      url: `/${classMemberPath(id, member)}`,
      headers: { ...as(trainer), 'accept-language': language },
    });
  const detail = async (trainer: string, id: string, member: string, language = 'en') => {
    const response = await detailOf(trainer, id, member, language);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json<LearnerDetail>();
  };
  const weakSpotsOf = (caller: string, id: string) =>
    app.inject({ url: `/${classWeakSpotsPath(id)}`, headers: as(caller) });

  describe('a learner’s detail', () => {
    it('names the finds of the term in the caller’s language, and counts the rest by technique only', async () => {
      const { id, code } = await newClass('trainer-ada', 'Evening group');
      // Found before joining: not this class's work.
      await keep('learner-bea', { exploratory_triangle: ['case_1'] });
      await join('learner-bea', code, 'Bea');
      await keep('learner-bea', {
        exploratory_triangle: ['case_1', 'case_6', 'bug_3'],
        learn_adder: ['case_1'],
      });
      const member = await memberId('trainer-ada', id, 'Bea');

      const answer = await detail('trainer-ada', id, member, 'ua');
      expect(answer).toMatchObject({ memberId: member, name: 'Bea', className: 'Evening group' });
      const shown = answer.challenges.find(({ storeName }) => storeName === 'exploratory_triangle')!;
      expect(shown.total).toBe(triangle.cases.length + triangle.bugs.length);
      expect(shown.found).toEqual([
        { key: 'case_6', technique: 'boundaryValues', text: triangle.cases[5]!.text.ua },
        { key: 'bug_3', technique: 'boundaryValues', text: triangle.bugs[2]!.text.ua },
      ]);
      const missedCount = shown.missed.reduce((sum, { cases, bugs }) => sum + cases + bugs, 0);
      expect(missedCount).toBe(shown.total - 2);
      expect(shown.missed).toContainEqual({
        technique: 'errorGuessing',
        cases: triangle.cases.filter(({ technique }) => technique === 'errorGuessing').length,
        bugs: triangle.bugs.filter(({ technique }) => technique === 'errorGuessing').length,
      });
      // Where the expert design finds one field for a class, its count names the field as the form labels it.
      const profile = answer.challenges.find(({ storeName }) => storeName === 'scripted_createProfile')!;
      const labels = Object.values(
        REGISTERED_BY_STORE_NAME.get('scripted_createProfile')!.interview!.labels,
      ).map((label) => label!.ua);
      const fields = profile.missed.flatMap(({ field }) => field ?? []);
      expect(new Set(fields).size).toBeGreaterThan(1);
      for (const field of fields) expect(labels).toContain(field);
      expect(profile.missed.reduce((sum, { cases, bugs }) => sum + cases + bugs, 0)).toBe(profile.total);
      expect(shown).toMatchObject({ design: null, reports: [] });
      // Every challenge of the class, and nothing of what is not found: neither its text nor its examples.
      expect(answer.challenges.map(({ storeName }) => storeName)).toContain('learn_adder');
      const text = JSON.stringify(answer);
      for (const [index, hidden] of triangle.cases.entries())
        if (index !== 5) expect(text).not.toContain(hidden.text.ua);
      expect(text).not.toContain(triangle.bugs[0]!.text.ua);
      expect(text).not.toContain('learner-bea');
    });

    it('answers over the class’s chosen challenges only', async () => {
      const { id, code } = await newClass('trainer-ada', 'Chosen');
      await join('learner-cy', code, 'Cy');
      const db = await app.database.get();
      await db
        .update(classes)
        .set({ challenges: ['scripted_divide', 'exploratory_triangle'] })
        .where(eq(classes.id, id));
      const answer = await detail('trainer-ada', id, await memberId('trainer-ada', id, 'Cy'));
      // In catalogue order, whatever the order chosen.
      expect(answer.challenges.map(({ storeName }) => storeName)).toEqual([
        'scripted_divide',
        'exploratory_triangle',
      ]);
    });

    it('shows the best test-design run by technique and the best bug reports as the server kept them', async () => {
      const { id, code } = await newClass('trainer-dan');
      await join('learner-eve', code, 'Eve');
      const tests = [
        { values: { first: '3', second: '4', third: '5' }, expected: 'scalene' },
        { values: { first: '1', second: '2', third: '3' }, expected: 'notTriangle' },
      ];
      const { model } = triangleReports.bugs[1]!;
      const report: StoredBugReport = {
        title: model.title.en,
        steps: model.steps.map((values) => ({ values: { ...values } })),
        expected: model.expected.en,
        actual: model.actual.en,
        severity: model.severity,
        priority: model.priority,
        bug: 2,
        score: 100,
        language: 'en',
      };
      await keep('learner-eve', {
        exploratory_triangle: {
          testDesign: { tests, score: 100, variantsCaught: 9, variantsTotal: 9, missed: [] },
          bugReports: [report],
        },
      });
      const answer = await detail('trainer-dan', id, await memberId('trainer-dan', id, 'Eve'));
      const shown = answer.challenges.find(({ storeName }) => storeName === 'exploratory_triangle')!;
      // The server's own run: the browser's claim of every variant caught does not stand.
      const design = shown.design!;
      expect(design.total).toBe(9);
      expect(design.caught).toBeLessThan(9);
      expect(design.missed.reduce((sum, { variants }) => sum + variants, 0)).toBe(9 - design.caught);
      expect(shown.reports).toEqual([
        {
          bug: 2,
          title: model.title.en,
          severity: model.severity,
          priority: model.priority,
          expected: model.expected.en,
          actual: model.actual.en,
          steps: model.steps.length,
          score: 100,
        },
      ]);
    });

    it('counts each assignment’s finished and abandoned sessions, with the best', async () => {
      const { id, code } = await newClass('trainer-fay');
      const assigned = await app.inject({
        method: 'POST',
        url: `/${classAssignmentsPath(id)}`,
        headers: as('trainer-fay'),
        payload: { family: 'triangle' },
      });
      const assignment = assigned.json<Assignment>();
      // Set when its due date was still ahead: the route takes none in the past.
      const due = await app.classroom.createAssignment(
        id,
        'divide',
        new Date('2026-11-15T00:00:00.000Z'),
        new Date('2026-11-01T00:00:00.000Z'),
      );
      if (typeof due === 'string') throw new Error(due);
      await join('learner-gus', code, 'Gus');
      const start = (startedAt: Date, assignmentId: string | null = assignment.id) =>
        app.interview.start({
          learner: 'learner-gus',
          verified: true,
          family: 'triangle',
          seed: `seed-${startedAt.getTime()}`,
          drawn: ['a', 'b', 'c'],
          now: startedAt,
          seconds: 1500,
          ...(assignmentId && { assignmentId }),
        });
      const finished = async (startedAt: Date, total: number) => {
        const session = await start(startedAt);
        await app.interview.finish(
          session.id,
          'learner-gus',
          new Date(startedAt.getTime() + 600_000),
          { en: { lines: [] } },
          total,
        );
      };
      await finished(new Date('2026-11-20T10:00:00.000Z'), 64);
      await finished(new Date('2026-11-21T10:00:00.000Z'), 81);
      await start(new Date('2026-11-22T10:00:00.000Z'));
      // Running now: neither finished nor abandoned; and a session of no assignment is not the class's.
      await start(new Date(NOW.getTime() - 60_000));
      await start(new Date('2026-11-23T10:00:00.000Z'), null);
      // One of the other assignment started in time and left to run out; one started after its due date is none.
      await start(new Date('2026-11-10T10:00:00.000Z'), due.id);
      await start(new Date('2026-11-16T10:00:00.000Z'), due.id);

      const answer = await detail('trainer-fay', id, await memberId('trainer-fay', id, 'Gus'));
      // Oldest first: the other was set earlier.
      expect(answer.interviews).toEqual([
        { assignment: due, best: null, finished: 0, abandoned: 1 },
        {
          assignment,
          best: { total: 81, finishedAt: '2026-11-21T10:10:00.000Z' },
          finished: 2,
          abandoned: 1,
        },
      ]);
    });

    it('shows a learner to the class’s trainer only, and refuses a learner the class does not have', async () => {
      const { id, code } = await newClass('trainer-hal');
      const other = await newClass('trainer-hal', 'Another group');
      await join('learner-ida', code, 'Ida');
      await join('learner-jon', other.code, 'Jon');
      const ida = await memberId('trainer-hal', id, 'Ida');
      for (const caller of ['trainer-other', 'learner-ida']) {
        const refused = await detailOf(caller, id, ida, 'pl');
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toMatchObject({ message: 'Nie znaleziono tej klasy.' });
      }
      expect((await detailOf('trainer-hal', SOME_ID, ida)).statusCode).toBe(404);
      // Another class's member, or none at all.
      for (const member of [await memberId('trainer-hal', other.id, 'Jon'), SOME_ID]) {
        const unknown = await detailOf('trainer-hal', id, member);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toMatchObject({ message: 'This learner is not in the class.' });
      }
      expect((await detailOf('trainer-hal', id, 'not-an-id')).statusCode).toBe(400);
      expect((await app.inject({ url: `/${classMemberPath(id, ida)}` })).statusCode).toBe(401);
    });
  });

  describe('a class’s weak spots', () => {
    it('gives per technique and per challenge the share its members have not found, worst first', async () => {
      const { id, code } = await newClass('trainer-kim', 'Weak spots');
      const db = await app.database.get();
      await db
        .update(classes)
        .set({ challenges: ['scripted_divide'] })
        .where(eq(classes.id, id));
      await join('learner-lea', code, 'Lea');
      await join('learner-max', code, 'Max');
      // Division: five cases of equivalence partitioning, two boundary values, three error guesses.
      await keep('learner-lea', { scripted_divide: ['case_1', 'case_5'] });
      const response = await weakSpotsOf('trainer-kim', id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json<WeakSpots>()).toEqual({
        learners: 2,
        techniques: [
          { technique: 'errorGuessing', total: 3, missed: 100 },
          { technique: 'equivalencePartitioning', total: 5, missed: 90 },
          { technique: 'boundaryValues', total: 2, missed: 75 },
        ],
        challenges: [{ storeName: 'scripted_divide', total: 10, missed: 90 }],
      });
    });

    it('has nothing to show before anyone joins, and is its trainer’s only', async () => {
      const { id, code } = await newClass('trainer-ned', 'Empty');
      expect((await weakSpotsOf('trainer-ned', id)).json<WeakSpots>()).toEqual({
        learners: 0,
        techniques: [],
        challenges: [],
      });
      await join('learner-ola', code, 'Ola');
      for (const caller of ['trainer-other', 'learner-ola']) {
        const refused = await weakSpotsOf(caller, id);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toMatchObject({ message: 'This class was not found.' });
      }
      const all = (await weakSpotsOf('trainer-ned', id)).json<WeakSpots>();
      expect(all.learners).toBe(1);
      const counted = [...REGISTERED_BY_STORE_NAME.values()].filter(
        ({ definition }) => definition.cases.length + definition.bugs.length > 0,
      );
      expect(all.challenges.length).toBe(counted.length);
      expect(all.challenges.every(({ missed }) => missed === 100)).toBe(true);
    });
  });
});
