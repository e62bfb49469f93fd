import {
  CLASSROOM_API,
  classAssignmentPath,
  classAssignmentsPath,
  classChallengesPath,
  classMemberPath,
  classRemovalsPath,
  classCodePath,
  classPath,
  classTermsPath,
  membershipPath,
  type ArchivedTerm,
  type Assignment,
  type AssignmentList,
  type ClassSummary,
  type Membership,
} from '@qa/shared/classroom';
import { PROGRESS_API, type StoredBugReport } from '@qa/shared/progress';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { INTERVIEW_FAMILIES } from '../../src/interview/families';
import { classes, classTerms } from '../../src/database/schema';
import { reports as triangleReports } from '../../src/challenges/exploratory/triangle/reports';
import { CLASS_WRITES_PER_MINUTE } from '../../src/routes/classroom';
import { buildAppWithDatabase } from '../helper';
import { classroomCalls } from '../support/classroom-calls';
import { as, verifier } from '../support/game-fixtures';

const CLASSES = `/${CLASSROOM_API.classes}`;
const MEMBERSHIPS = `/${CLASSROOM_API.memberships}`;
const SOME_ID = '6f1c7f49-9f6b-4a3a-9d0e-1c2b3a4d5e6f';
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;

describe('the classroom (PGlite in memory)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildAppWithDatabase(verifier);
  }, 20_000);
  afterAll(() => app.close());

  const create = (trainer: string, name: unknown) =>
    app.inject({ method: 'POST', url: CLASSES, headers: as(trainer), payload: { name } as object });
  const { newClass, join, details, memberId, keep } = classroomCalls(() => app);
  const rename = (trainer: string, id: string, name: unknown, language = 'en') =>
    app.inject({
      method: 'PUT',
      url: `/${classPath(id)}`,
      headers: { ...as(trainer), 'accept-language': language },
      payload: { name } as object,
    });
  const deleteClass = (trainer: string, id: string) =>
    app.inject({ method: 'DELETE', url: `/${classPath(id)}`, headers: as(trainer) });
  const removeMember = (trainer: string, id: string, memberId: string) =>
    app.inject({ method: 'DELETE', url: `/${classMemberPath(id, memberId)}`, headers: as(trainer) });
  const membershipsOf = async (learner: string) =>
    (await app.inject({ url: MEMBERSHIPS, headers: as(learner) })).json<Membership[]>();

  it('creates a class with a short code the trainer alone lists', async () => {
    const created = await newClass('trainer-ada', '  Group   №3 (evening) ');
    expect(created).toMatchObject({ name: 'Group №3 (evening)', term: 1, members: 0 });
    expect(created.code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    const listed = await app.inject({ url: CLASSES, headers: as('trainer-ada') });
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect(listed.json<ClassSummary[]>().map((item) => item.id)).toContain(created.id);
    expect((await app.inject({ url: CLASSES, headers: as('trainer-bob') })).json()).toEqual([]);
  });

  it('refuses a class name it cannot show, in the caller’s language', async () => {
    for (const name of ['x', ' ', 'a'.repeat(61), 'Group\u202e', 42]) {
      const response = await app.inject({
        method: 'POST',
        url: CLASSES,
        headers: { ...as('trainer-ada'), 'accept-language': 'pl' },
        payload: { name } as object,
      });
      expect(response.statusCode).toBe(400);
    }
    const polish = await app.inject({
      method: 'POST',
      url: CLASSES,
      headers: { ...as('trainer-ada'), 'accept-language': 'pl' },
      payload: { name: 'x' },
    });
    expect(polish.json()).toMatchObject({ message: expect.stringContaining('Nazwa klasy') });
  });

  it('lets learners join with the code as they type it, and shows the grid of what they found since', async () => {
    const { id, code } = await newClass('trainer-cy');
    // Found before joining: not this class's work.
    await keep('learner-dana', { exploratory_triangle: ['case_1'] });
    const joined = await join(
      'learner-dana',
      ` ${code.slice(0, 3).toLowerCase()}-${code.slice(3)} `,
      'Dana K.',
    );
    expect(joined.statusCode).toBe(201);
    expect(joined.json<Membership>()).toMatchObject({
      classId: id,
      className: 'QA evening group',
      name: 'Dana K.',
    });
    expect((await join('learner-eli', code, 'Eli')).statusCode).toBe(201);

    let { grid } = await details('trainer-cy', id);
    expect(grid.learners.map((learner) => [learner.name, learner.found, learner.lastActive])).toEqual([
      ['Dana K.', {}, null],
      ['Eli', {}, null],
    ]);
    expect(grid.challenges.find((item) => item.storeName === 'exploratory_triangle')?.total).toBeGreaterThan(
      1,
    );

    await keep('learner-dana', {
      exploratory_triangle: ['case_1', 'case_2', 'bug_1'],
      learn_adder: ['case_1'],
    });
    ({ grid } = await details('trainer-cy', id));
    const dana = grid.learners.find((learner) => learner.name === 'Dana K.')!;
    expect(dana.found).toEqual({ exploratory_triangle: 2, learn_adder: 1 });
    expect(dana.lastActive).not.toBeNull();
    // The grid names learners by their name in the class: never an account.
    expect(JSON.stringify(grid)).not.toContain('learner-dana');
  });

  it('joins once: a second join answers the membership as it was', async () => {
    const { code } = await newClass('trainer-cy');
    expect((await join('learner-finn', code, 'Finn')).statusCode).toBe(201);
    const again = await join('learner-finn', code, 'Someone else');
    expect(again.json<Membership>().name).toBe('Finn');
  });

  it('refuses an unknown code and a name it cannot show', async () => {
    const { code } = await newClass('trainer-cy');
    const unknown = await app.inject({
      method: 'POST',
      url: MEMBERSHIPS,
      headers: { ...as('learner-gia'), 'accept-language': 'ua' },
      payload: { code: 'ZZZZZ2', name: 'Gia' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: expect.stringContaining('Класу з таким кодом немає') });
    expect((await join('learner-gia', 'not a code', 'Gia')).statusCode).toBe(404);
    expect((await join('learner-gia', code, '<b>Gia</b>')).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: MEMBERSHIPS,
          headers: as('learner-gia'),
          payload: { code, name: 'Gia', trainer: true },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('starts a class afresh: the term is archived with its grid, and the new one counts from now', async () => {
    const { id, code } = await newClass('trainer-hal');
    await join('learner-ivy', code, 'Ivy');
    await keep('learner-ivy', { scripted_divide: ['case_1'] });
    expect((await details('trainer-hal', id)).grid.learners[0]!.found).toEqual({ scripted_divide: 1 });

    const started = await app.inject({
      method: 'POST',
      url: `/${classTermsPath(id)}`,
      headers: as('trainer-hal'),
    });
    expect(started.statusCode).toBe(201);
    expect(started.json<ClassSummary>()).toMatchObject({ term: 2, members: 1 });
    const afresh = await details('trainer-hal', id);
    expect(afresh.class.term).toBe(2);
    expect(afresh.grid.learners[0]!.found).toEqual({});

    await keep('learner-ivy', { scripted_divide: ['case_1', 'case_2'] });
    expect((await details('trainer-hal', id)).grid.learners[0]!.found).toEqual({ scripted_divide: 1 });

    const terms = (await app.inject({ url: `/${classTermsPath(id)}`, headers: as('trainer-hal') })).json<
      ArchivedTerm[]
    >();
    expect(terms).toHaveLength(1);
    expect(terms[0]).toMatchObject({ term: 1 });
    expect(terms[0]!.grid.learners[0]).toMatchObject({ name: 'Ivy', found: { scripted_divide: 1 } });
  });

  it('starts a new term without its members for a new cohort: the archive keeps them, their progress stays theirs', async () => {
    const { id, code } = await newClass('trainer-hal', 'Spring cohort');
    await join('learner-ike', code, 'Ike');
    await keep('learner-ike', { scripted_divide: ['case_1'] });
    const start = (query: string) =>
      app.inject({ method: 'POST', url: `/${classTermsPath(id)}${query}`, headers: as('trainer-hal') });
    expect((await start('?members=all')).statusCode).toBe(400);
    const started = await start('?members=remove');
    expect(started.statusCode).toBe(201);
    expect(started.json<ClassSummary>()).toMatchObject({ term: 2, members: 0 });
    expect((await details('trainer-hal', id)).grid.learners).toEqual([]);
    expect((await membershipsOf('learner-ike')).map(({ classId }) => classId)).not.toContain(id);
    const terms = (await app.inject({ url: `/${classTermsPath(id)}`, headers: as('trainer-hal') })).json<
      ArchivedTerm[]
    >();
    expect(terms[0]!.grid.learners[0]).toMatchObject({ name: 'Ike', found: { scripted_divide: 1 } });
    const own = await app.inject({ url: `/${PROGRESS_API.mine}`, headers: as('learner-ike') });
    expect(
      own.json<{ progress: { challenges: Record<string, unknown> } }>().progress.challenges,
    ).toHaveProperty('scripted_divide');
  });

  it('shows each learner’s best test-design run as the server ran it, in the term and its archive', async () => {
    const { id, code } = await newClass('trainer-td');
    await join('learner-tess', code, 'Tess');
    await join('learner-uma', code, 'Uma');
    // The browser claims every bug variant caught: the grid shows what the server's own run caught.
    const tests = [
      { values: { first: '3', second: '4', third: '5' }, expected: 'scalene' },
      { values: { first: '1', second: '2', third: '3' }, expected: 'notTriangle' },
    ];
    const claimed = { tests, score: 100, variantsCaught: 9, variantsTotal: 9, missed: [] };
    expect((await keep('learner-tess', { exploratory_triangle: { testDesign: claimed } })).statusCode).toBe(
      200,
    );
    const { grid } = await details('trainer-td', id);
    const tess = grid.learners.find((learner) => learner.name === 'Tess')!;
    const run = tess.designs.exploratory_triangle;
    expect(run).toMatchObject({ total: 9 });
    expect(run!.caught).toBeGreaterThan(0);
    expect(run!.caught).toBeLessThan(9);
    expect(Object.keys(tess.designs)).toEqual(['exploratory_triangle']);
    expect(grid.learners.find((learner) => learner.name === 'Uma')!.designs).toEqual({});

    // A new term needs no baseline for it: the run shows as it stands, and the archive keeps it too.
    await app.inject({ method: 'POST', url: `/${classTermsPath(id)}`, headers: as('trainer-td') });
    const next = await details('trainer-td', id);
    expect(next.grid.learners.find((learner) => learner.name === 'Tess')!.designs).toEqual(tess.designs);
    const terms = () =>
      app.inject({ url: `/${classTermsPath(id)}`, headers: as('trainer-td') }).then((answer) => {
        expect(answer.statusCode).toBe(200);
        return answer.json<ArchivedTerm[]>();
      });
    expect((await terms())[0]!.grid.learners.find((learner) => learner.name === 'Tess')!.designs).toEqual(
      tess.designs,
    );

    // A term archived before the grid showed runs has none, and still reads.
    const [archived] = await app.classroom.terms(id);
    const db = await app.database.get();
    await db
      .update(classTerms)
      .set({
        grid: {
          ...archived!.grid,
          learners: archived!.grid.learners.map(({ designs: _none, ...learner }) => learner),
        },
      })
      .where(eq(classTerms.classId, id));
    const old = (await terms())[0]!.grid.learners;
    expect(old.map((learner) => [learner.name, learner.designs])).toEqual([
      ['Tess', undefined],
      ['Uma', undefined],
    ]);
  });

  it('shows each learner’s bug reports as the server graded them, in the term and its archive', async () => {
    const { id, code } = await newClass('trainer-br');
    await join('learner-vira', code, 'Vira');
    await join('learner-wit', code, 'Wit');
    // The triangle's model reports, the first with a far-off severity: the browser claims full marks for both.
    const report = (bug: number, changes: Partial<StoredBugReport> = {}): StoredBugReport => {
      const { model } = triangleReports.bugs[bug - 1]!;
      return {
        title: model.title.en,
        steps: model.steps.map((values) => ({ values: { ...values } })),
        expected: model.expected.en,
        actual: model.actual.en,
        severity: model.severity,
        priority: model.priority,
        bug,
        score: 100,
        language: 'en',
        ...changes,
      };
    };
    const sent = { exploratory_triangle: { bugReports: [report(1, { severity: 'trivial' }), report(2)] } };
    // One report graded a merge: the browser sends the other again with its next change.
    await keep('learner-vira', sent);
    await keep('learner-vira', sent);
    const { grid } = await details('trainer-br', id);
    const vira = grid.learners.find((learner) => learner.name === 'Vira')!;
    expect(vira.bugReports).toEqual({ exploratory_triangle: { count: 2, meanScore: 90 } });
    expect(grid.learners.find((learner) => learner.name === 'Wit')!.bugReports).toEqual({});

    // A new term shows them as they stand, and the archive keeps them too.
    await app.inject({ method: 'POST', url: `/${classTermsPath(id)}`, headers: as('trainer-br') });
    const next = await details('trainer-br', id);
    expect(next.grid.learners.find((learner) => learner.name === 'Vira')!.bugReports).toEqual(
      vira.bugReports,
    );
    const terms = () =>
      app.inject({ url: `/${classTermsPath(id)}`, headers: as('trainer-br') }).then((answer) => {
        expect(answer.statusCode).toBe(200);
        return answer.json<ArchivedTerm[]>();
      });
    expect((await terms())[0]!.grid.learners.find((learner) => learner.name === 'Vira')!.bugReports).toEqual(
      vira.bugReports,
    );

    // A term archived before the grid showed reports has none, and still reads.
    const [archived] = await app.classroom.terms(id);
    const db = await app.database.get();
    await db
      .update(classTerms)
      .set({
        grid: {
          ...archived!.grid,
          learners: archived!.grid.learners.map(({ bugReports: _none, ...learner }) => learner),
        },
      })
      .where(eq(classTerms.classId, id));
    const old = (await terms())[0]!.grid.learners;
    expect(old.map((learner) => [learner.name, learner.bugReports])).toEqual([
      ['Vira', undefined],
      ['Wit', undefined],
    ]);
  });

  it('shows a class to its trainer only: to anyone else it does not exist', async () => {
    const { id, code } = await newClass('trainer-jo');
    await join('learner-kai', code, 'Kai');
    for (const caller of ['trainer-other', 'learner-kai']) {
      expect((await app.inject({ url: `/${classPath(id)}`, headers: as(caller) })).statusCode).toBe(404);
      expect((await app.inject({ url: `/${classTermsPath(id)}`, headers: as(caller) })).statusCode).toBe(404);
      expect(
        (await app.inject({ method: 'POST', url: `/${classTermsPath(id)}`, headers: as(caller) })).statusCode,
      ).toBe(404);
    }
    expect((await details('trainer-jo', id)).class.term).toBe(1);
  });

  it('gives a class a new join code for its trainer: the old code joins no one, the members stay', async () => {
    const { id, code } = await newClass('trainer-jo', 'New cohort');
    await join('learner-kai', code, 'Kai');
    const change = (caller: string) =>
      app.inject({ method: 'POST', url: `/${classCodePath(id)}`, headers: as(caller) });
    for (const caller of ['trainer-other', 'learner-kai'])
      expect((await change(caller)).statusCode).toBe(404);
    const changed = await change('trainer-jo');
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['cache-control']).toBe('private, no-store');
    const summary = changed.json<ClassSummary>();
    expect(summary).toMatchObject({ id, name: 'New cohort', members: 1 });
    expect(summary.code).not.toBe(code);
    expect((await join('learner-lu', code, 'Lu')).statusCode).toBe(404);
    expect((await join('learner-lu', summary.code, 'Lu')).statusCode).toBe(201);
    expect((await details('trainer-jo', id)).grid.learners.map(({ name }) => name)).toEqual(['Kai', 'Lu']);
  });

  it('renames a class for its trainer, with the rules of a new name, and its learners see the new name', async () => {
    const { id, code } = await newClass('trainer-ren');
    await join('learner-ren', code, 'Ren');
    const renamed = await rename('trainer-ren', id, '  Autumn   group №2 ');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers['cache-control']).toBe('private, no-store');
    expect(renamed.json<ClassSummary>()).toMatchObject({
      id,
      code,
      name: 'Autumn group №2',
      term: 1,
      members: 1,
    });
    expect((await details('trainer-ren', id)).class.name).toBe('Autumn group №2');
    expect((await membershipsOf('learner-ren')).map((membership) => membership.className)).toEqual([
      'Autumn group №2',
    ]);

    for (const name of ['x', ' ', 'a'.repeat(61), 'Group\u202e']) {
      expect((await rename('trainer-ren', id, name)).statusCode).toBe(400);
    }
    const refused = await rename('trainer-ren', id, 'x', 'ua');
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('Назва класу') });
    // The schema's refusals too: a name that is not a string, a field the class does not have.
    expect((await rename('trainer-ren', id, 42)).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/${classPath(id)}`,
          headers: as('trainer-ren'),
          payload: { name: 'Group', code: 'AAAAAA' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await details('trainer-ren', id)).class).toMatchObject({ name: 'Autumn group №2', code });
  });

  it('renames, deletes and removes from a class for its trainer only: to anyone else it does not exist', async () => {
    const { id, code } = await newClass('trainer-own', 'Kept as it is');
    await join('learner-own', code, 'Own');
    const member = await memberId('trainer-own', id, 'Own');
    for (const caller of ['trainer-other', 'learner-own']) {
      // A name it would refuse changes nothing either: the class is not there for them.
      for (const name of ['Taken over', 'x']) {
        const response = await rename(caller, id, name);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: 'This class was not found.' });
      }
      expect((await deleteClass(caller, id)).statusCode).toBe(404);
      expect((await removeMember(caller, id, member)).statusCode).toBe(404);
    }
    const kept = await details('trainer-own', id);
    expect(kept.class).toMatchObject({ name: 'Kept as it is', members: 1 });
    expect(kept.grid.learners.map((learner) => learner.memberId)).toEqual([member]);
  });

  it('deletes a class with its members and its archived terms; its code joins nothing any more', async () => {
    const { id, code } = await newClass('trainer-del', 'To be deleted');
    const other = await newClass('trainer-del', 'Stays');
    await join('learner-del', code, 'Del');
    await join('learner-del', other.code, 'Del');
    await app.inject({ method: 'POST', url: `/${classTermsPath(id)}`, headers: as('trainer-del') });
    expect(await app.classroom.terms(id)).toHaveLength(1);

    const deleted = await deleteClass('trainer-del', id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await app.inject({ url: `/${classPath(id)}`, headers: as('trainer-del') })).statusCode).toBe(404);
    expect((await app.inject({ url: `/${classTermsPath(id)}`, headers: as('trainer-del') })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ url: CLASSES, headers: as('trainer-del') }))
        .json<ClassSummary[]>()
        .map((c) => c.id),
    ).toEqual([other.id]);
    expect((await membershipsOf('learner-del')).map((membership) => membership.classId)).toEqual([other.id]);
    // The cascade: no row of the class is left behind.
    expect(await app.classroom.terms(id)).toEqual([]);
    expect(await app.classroom.findClass(id)).toBeUndefined();
    expect((await join('learner-new', code)).statusCode).toBe(404);
    expect((await deleteClass('trainer-del', id)).statusCode).toBe(404);
  });

  it('removes a learner by the id of their membership: they leave the grid and their classes, and may join again afresh', async () => {
    const { id, code } = await newClass('trainer-rm');
    await join('learner-rm-dana', code, 'Dana');
    await join('learner-rm-eli', code, 'Eli');
    await keep('learner-rm-dana', { scripted_divide: ['case_1'] });
    const dana = await memberId('trainer-rm', id, 'Dana');
    const eli = await memberId('trainer-rm', id, 'Eli');
    expect(dana).toMatch(UUID);
    expect(eli).toMatch(UUID);
    expect(dana).not.toBe(eli);

    const removed = await removeMember('trainer-rm', id, dana);
    expect(removed.statusCode).toBe(204);
    const after = await details('trainer-rm', id);
    expect(after.grid.learners.map((learner) => learner.name)).toEqual(['Eli']);
    expect(after.class.members).toBe(1);
    expect(await membershipsOf('learner-rm-dana')).toEqual([]);
    expect((await membershipsOf('learner-rm-eli')).map((membership) => membership.classId)).toEqual([id]);

    const again = await app.inject({
      method: 'DELETE',
      url: `/${classMemberPath(id, dana)}`,
      headers: { ...as('trainer-rm'), 'accept-language': 'pl' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'Tego uczestnika nie ma w klasie.' });
    // A member of another class is not one of this class.
    const elsewhere = await newClass('trainer-rm', 'Another');
    expect((await removeMember('trainer-rm', elsewhere.id, eli)).statusCode).toBe(404);
    expect((await details('trainer-rm', id)).grid.learners.map((learner) => learner.name)).toEqual(['Eli']);

    // Back with the code: a new membership, counting from now, not what was found before.
    await keep('learner-rm-dana', { scripted_divide: ['case_1', 'case_2'] });
    expect((await join('learner-rm-dana', code, 'Dana')).statusCode).toBe(201);
    const back = (await details('trainer-rm', id)).grid.learners.find((learner) => learner.name === 'Dana')!;
    expect(back.memberId).toMatch(UUID);
    expect(back.memberId).not.toBe(dana);
    expect(back.found).toEqual({});
  });

  it('removes several learners at once, only the class’s own, and refuses anyone but its trainer', async () => {
    const { id, code } = await newClass('trainer-bulk');
    for (const name of ['Ann', 'Ben', 'Cat']) await join(`learner-bulk-${name}`, code, name);
    const ann = await memberId('trainer-bulk', id, 'Ann');
    const ben = await memberId('trainer-bulk', id, 'Ben');
    const other = await newClass('trainer-bulk', 'Another');
    await join('learner-bulk-Dan', other.code, 'Dan');
    const dan = await memberId('trainer-bulk', other.id, 'Dan');
    const remove = (trainer: string, members: unknown) =>
      app.inject({
        method: 'POST',
        url: `/${classRemovalsPath(id)}`,
        headers: as(trainer),
        payload: { members } as object,
      });

    expect((await remove('trainer-else', [ann, ben])).statusCode).toBe(404);
    for (const bad of [[], ['not-an-id'], [ann, ann], 'x', Array.from({ length: 301 }, () => ann)])
      expect((await remove('trainer-bulk', bad)).statusCode).toBe(400);
    const removed = await remove('trainer-bulk', [ann, ben, dan]);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ removed: 2 });
    expect((await details('trainer-bulk', id)).grid.learners.map((learner) => learner.name)).toEqual(['Cat']);
    // Another class's member named in the list stays in their class.
    expect((await details('trainer-bulk', other.id)).grid.learners.map((learner) => learner.name)).toEqual([
      'Dan',
    ]);
  });

  it('shows the challenges the trainer chose, in catalogue order, totals counted against them, in every term', async () => {
    const { id, code } = await newClass('trainer-pick');
    await join('learner-pick', code, 'Pia');
    await keep('learner-pick', { scripted_divide: ['case_1'], exploratory_triangle: ['bug_1'] });
    const everyChallenge = (await details('trainer-pick', id)).grid.challenges.map((c) => c.storeName);
    expect(everyChallenge.length).toBeGreaterThan(12);
    const choose = (trainer: string, challenges: unknown, language = 'en') =>
      app.inject({
        method: 'PUT',
        url: `/${classChallengesPath(id)}`,
        headers: { ...as(trainer), 'accept-language': language },
        payload: { challenges } as object,
      });

    const chosen = await choose('trainer-pick', ['exploratory_triangle', 'scripted_divide']);
    expect(chosen.statusCode).toBe(200);
    const inOrder = everyChallenge.filter((name) =>
      ['exploratory_triangle', 'scripted_divide'].includes(name),
    );
    expect(chosen.json()).toEqual({ challenges: inOrder });
    const grid = (await details('trainer-pick', id)).grid;
    expect(grid.challenges.map((challenge) => challenge.storeName)).toEqual(inOrder);
    expect(grid.learners[0]!.found).toEqual({ scripted_divide: 1, exploratory_triangle: 1 });

    expect((await choose('trainer-else', ['scripted_divide'])).statusCode).toBe(404);
    const unknown = await choose('trainer-pick', ['scripted_divide', 'secret_rules'], 'ua');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: expect.stringContaining('У каталозі немає') });
    for (const bad of [[], 'scripted_divide', ['scripted_divide', 'scripted_divide'], [42]])
      expect((await choose('trainer-pick', bad)).statusCode).toBe(400);
    expect((await details('trainer-pick', id)).grid.challenges.map((c) => c.storeName)).toEqual(inOrder);

    // The archived term keeps the columns it had.
    await app.inject({ method: 'POST', url: `/${classTermsPath(id)}`, headers: as('trainer-pick') });
    const [archived] = (
      await app.inject({ url: `/${classTermsPath(id)}`, headers: as('trainer-pick') })
    ).json<ArchivedTerm[]>();
    expect(archived!.grid.challenges.map((challenge) => challenge.storeName)).toEqual(inOrder);

    // Every challenge chosen is every challenge: the catalogue's later ones included.
    expect((await choose('trainer-pick', everyChallenge)).json()).toEqual({ challenges: everyChallenge });
    const [row] = await (await app.database.get()).select().from(classes).where(eq(classes.id, id));
    expect(row!.challenges).toBeNull();
  });

  it('never shows the trainer a learner’s account, and archives terms without membership ids', async () => {
    const learners = ['learner-uid-olha', 'learner-uid-petro'];
    const created = await create('trainer-uid', 'Privacy');
    const { id, code } = created.json<ClassSummary>();
    for (const learner of learners) await join(learner, code, learner.replace('learner-uid-', ''));
    await keep(learners[0]!, { scripted_divide: ['case_1'] });
    const answers = [created];
    const read = () =>
      Promise.all([
        app.inject({ url: CLASSES, headers: as('trainer-uid') }),
        app.inject({ url: `/${classPath(id)}`, headers: as('trainer-uid') }),
        app.inject({ url: `/${classTermsPath(id)}`, headers: as('trainer-uid') }),
      ]);
    answers.push(...(await read()));
    answers.push(
      await app.inject({ method: 'POST', url: `/${classTermsPath(id)}`, headers: as('trainer-uid') }),
    );
    answers.push(await rename('trainer-uid', id, 'Privacy, term 2'));
    answers.push(...(await read()));
    answers.push(await removeMember('trainer-uid', id, await memberId('trainer-uid', id, 'olha')));
    answers.push(...(await read()));
    expect(answers.every((answer) => answer.statusCode < 300)).toBe(true);
    for (const answer of answers) {
      for (const learner of learners) expect(answer.body).not.toContain(learner);
    }
    // As stored, not only as answered (an answer's schema would leave an extra field out).
    const [term] = await app.classroom.terms(id);
    expect(term!.grid.learners).toHaveLength(2);
    for (const learner of term!.grid.learners)
      expect(Object.keys(learner).sort()).toEqual([
        'bugReports',
        'designs',
        'found',
        'interviews',
        'joinedAt',
        'lastActive',
        'learnerId',
        'name',
      ]);
  });

  it('counts renames, deletions and removals in the trainer’s budget of class writes', async () => {
    const { id, code } = await newClass('trainer-busy');
    await join('learner-busy', code, 'Busy');
    const member = await memberId('trainer-busy', id, 'Busy');
    // One write spent on the creation.
    for (let n = 1; n < CLASS_WRITES_PER_MINUTE.learner; n += 1) {
      expect((await rename('trainer-busy', id, `Group ${n}`)).statusCode).toBe(200);
    }
    expect((await rename('trainer-busy', id, 'One too many')).statusCode).toBe(429);
    expect((await removeMember('trainer-busy', id, member)).statusCode).toBe(429);
    expect((await deleteClass('trainer-busy', id)).statusCode).toBe(429);
    const unchanged = await details('trainer-busy', id);
    expect(unchanged.class.name).toBe(`Group ${CLASS_WRITES_PER_MINUTE.learner - 1}`);
    expect(unchanged.grid.learners).toHaveLength(1);
    // Another trainer's budget is their own.
    expect((await newClass('trainer-calm')).members).toBe(0);
  });

  it('shows a learner their own classes only, and lets them leave', async () => {
    const first = await newClass('trainer-lu', 'Morning');
    const second = await newClass('trainer-lu', 'Evening');
    await join('learner-max', first.code, 'Max');
    await join('learner-max', second.code, 'Max');
    await join('learner-nia', first.code, 'Nia');
    const mine = (await app.inject({ url: MEMBERSHIPS, headers: as('learner-max') })).json<Membership[]>();
    expect(mine.map((membership) => membership.className)).toEqual(['Morning', 'Evening']);

    const left = await app.inject({
      method: 'DELETE',
      url: `/${membershipPath(first.id)}`,
      headers: as('learner-max'),
    });
    expect(left.statusCode).toBe(204);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/${membershipPath(first.id)}`,
          headers: as('learner-max'),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: MEMBERSHIPS, headers: as('learner-max') }))
        .json<Membership[]>()
        .map((m) => m.className),
    ).toEqual(['Evening']);
    expect((await details('trainer-lu', first.id)).grid.learners.map((learner) => learner.name)).toEqual([
      'Nia',
    ]);
  });

  it('asks for a sign-in on every call, in the caller’s language', async () => {
    const calls = [
      { method: 'GET' as const, url: CLASSES },
      { method: 'POST' as const, url: CLASSES, payload: { name: 'Group' } },
      { method: 'PUT' as const, url: `/${classPath(SOME_ID)}`, payload: { name: 'Group' } },
      { method: 'DELETE' as const, url: `/${classPath(SOME_ID)}` },
      { method: 'DELETE' as const, url: `/${classMemberPath(SOME_ID, SOME_ID)}` },
      { method: 'GET' as const, url: `/${classAssignmentsPath(SOME_ID)}` },
      { method: 'POST' as const, url: `/${classAssignmentsPath(SOME_ID)}`, payload: { family: 'triangle' } },
      { method: 'DELETE' as const, url: `/${classAssignmentPath(SOME_ID, SOME_ID)}` },
      { method: 'GET' as const, url: MEMBERSHIPS },
      { method: 'POST' as const, url: MEMBERSHIPS, payload: { code: 'ABCDEF', name: 'Me' } },
    ];
    for (const call of calls) {
      const response = await app.inject({ ...call, headers: { 'accept-language': 'ru' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Войдите, чтобы пользоваться классами.' });
    }
  });

  it('refuses a malformed class or member id with 400, not 500', async () => {
    expect((await app.inject({ url: `${CLASSES}/not-a-uuid`, headers: as('trainer-ada') })).statusCode).toBe(
      400,
    );
    const { id } = await newClass('trainer-ada', 'Malformed');
    expect((await removeMember('trainer-ada', id, 'learner-dana')).statusCode).toBe(400);
    expect((await deleteClass('trainer-ada', 'not-a-uuid')).statusCode).toBe(400);
  });

  describe('interview assignments', () => {
    const assign = (trainer: string, id: string, payload: object, language = 'en') =>
      app.inject({
        method: 'POST',
        url: `/${classAssignmentsPath(id)}`,
        headers: { ...as(trainer), 'accept-language': language },
        payload,
      });
    const newAssignment = async (trainer: string, id: string, payload: object = { family: 'triangle' }) => {
      const response = await assign(trainer, id, payload);
      expect(response.statusCode).toBe(201);
      return response.json<Assignment>();
    };
    const listOf = (trainer: string, id: string, language = 'en') =>
      app.inject({
        url: `/${classAssignmentsPath(id)}`,
        headers: { ...as(trainer), 'accept-language': language },
      });
    const unassign = (trainer: string, id: string, assignmentId: string) =>
      app.inject({
        method: 'DELETE',
        url: `/${classAssignmentPath(id, assignmentId)}`,
        headers: as(trainer),
      });

    it('sets, lists and deletes an assignment for its trainer, with the families to choose from in their language', async () => {
      const { id } = await newClass('trainer-iris', 'Interviews');
      const open = await newAssignment('trainer-iris', id);
      expect(open).toMatchObject({
        id: expect.stringMatching(UUID),
        number: 1,
        family: 'triangle',
        dueAt: null,
      });
      const due = await newAssignment('trainer-iris', id, {
        family: 'divide',
        dueAt: '2099-01-31T18:00:00Z',
      });
      expect(due.number).toBe(2);
      expect(due.dueAt).toBe('2099-01-31T18:00:00.000Z');
      const listed = await listOf('trainer-iris', id, 'pl');
      expect(listed.statusCode).toBe(200);
      expect(listed.headers['cache-control']).toBe('private, no-store');
      const answer = listed.json<AssignmentList>();
      expect(answer.assignments).toEqual([open, due]);
      // Every family an interview can be taken on, each by its form's name.
      expect(answer.families).toHaveLength(INTERVIEW_FAMILIES.length);
      expect(answer.families).toContainEqual({
        key: 'triangle',
        name: 'Formularz rozpoznawania typu trójkąta',
      });
      expect((await unassign('trainer-iris', id, open.id)).statusCode).toBe(204);
      expect((await unassign('trainer-iris', id, open.id)).statusCode).toBe(404);
      expect((await listOf('trainer-iris', id)).json<AssignmentList>().assignments).toEqual([due]);
    });

    it('sets, lists and deletes assignments for the class’s trainer only: to anyone else it does not exist', async () => {
      const { id } = await newClass('trainer-iris', 'Not yours');
      const { id: assignmentId } = await newAssignment('trainer-iris', id);
      for (const response of [
        await listOf('trainer-jon', id),
        await assign('trainer-jon', id, { family: 'triangle' }),
        await unassign('trainer-jon', id, assignmentId),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: 'This class was not found.' });
      }
      // Another class of the trainer's own has no such assignment either.
      const { id: other } = await newClass('trainer-iris', 'Other');
      expect((await unassign('trainer-iris', other, assignmentId)).statusCode).toBe(404);
      expect((await listOf('trainer-iris', id)).json<AssignmentList>().assignments).toHaveLength(1);
    });

    it('refuses an unknown family, a due date that is not a time and a malformed id', async () => {
      const { id } = await newClass('trainer-iris', 'Refusals');
      const unknown = await assign('trainer-iris', id, { family: 'adder' }, 'ua');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        message: expect.stringContaining('Співбесіди такого типу немає'),
      });
      for (const payload of [{ family: 'triangle', dueAt: 'Friday' }, {}, { family: 'triangle', extra: 1 }])
        expect((await assign('trainer-iris', id, payload)).statusCode).toBe(400);
      expect((await unassign('trainer-iris', id, 'not-a-uuid')).statusCode).toBe(400);
      expect((await listOf('trainer-iris', id)).json<AssignmentList>().assignments).toEqual([]);
    });

    it('refuses a due date already past and the same interview while it is open; keeps every number once given', async () => {
      const { id } = await newClass('trainer-iris', 'Numbers');
      const past = await assign(
        'trainer-iris',
        id,
        { family: 'triangle', dueAt: '2020-01-31T18:00:00Z' },
        'pl',
      );
      expect(past.statusCode).toBe(400);
      expect(past.json()).toMatchObject({ message: 'Ten termin już minął. Wybierz późniejszy dzień.' });
      const first = await newAssignment('trainer-iris', id);
      const repeated = await assign('trainer-iris', id, {
        family: 'triangle',
        dueAt: '2099-01-31T18:00:00Z',
      });
      expect(repeated.statusCode).toBe(409);
      expect(repeated.json()).toMatchObject({
        message: expect.stringContaining('already has this interview'),
      });
      const second = await newAssignment('trainer-iris', id, { family: 'divide' });
      const third = await newAssignment('trainer-iris', id, { family: 'multiplier' });
      expect([first.number, second.number, third.number]).toEqual([1, 2, 3]);
      // Deleting one keeps the others' numbers (the grid's and the export's headings), and none is given twice.
      expect((await unassign('trainer-iris', id, second.id)).statusCode).toBe(204);
      expect((await unassign('trainer-iris', id, third.id)).statusCode).toBe(204);
      const fourth = await newAssignment('trainer-iris', id, { family: 'divide' });
      expect(fourth.number).toBe(4);
      const listed = (await listOf('trainer-iris', id)).json<AssignmentList>().assignments;
      expect(listed.map(({ number }) => number)).toEqual([1, 4]);
      // Once the first is due, the same interview may be set again (a retake).
      await unassign('trainer-iris', id, first.id);
      await app.classroom.createAssignment(
        id,
        'triangle',
        new Date('2020-06-01T00:00:00.000Z'),
        new Date('2020-05-01T00:00:00.000Z'),
      );
      expect((await newAssignment('trainer-iris', id)).number).toBe(6);
    });

    it('shows a member their classes’ open assignments only', async () => {
      const mine = await newClass('trainer-kim', 'Assigned');
      const theirs = await newClass('trainer-kim', 'Elsewhere');
      const open = await newAssignment('trainer-kim', mine.id);
      const later = await newAssignment('trainer-kim', mine.id, {
        family: 'divide',
        dueAt: '2099-06-01T00:00:00.000Z',
      });
      // Set when its day was still ahead: the route takes no due date in the past.
      await app.classroom.createAssignment(
        mine.id,
        'multiplier',
        new Date('2020-06-01T00:00:00.000Z'),
        new Date('2020-05-01T00:00:00.000Z'),
      );
      await newAssignment('trainer-kim', theirs.id);
      await join('learner-lea', mine.code, 'Lea');
      expect(await membershipsOf('learner-lea')).toEqual([
        expect.objectContaining({ classId: mine.id, assignments: [open, later] }),
      ]);
    });

    it('shows in the grid each learner’s best finished session of an assignment, in the term and its archive', async () => {
      const { id, code } = await newClass('trainer-mo', 'Scored');
      const assignment = await newAssignment('trainer-mo', id);
      await join('learner-ned', code, 'Ned');
      const session = async (learner: string, total: number, assignmentId: string | null = assignment.id) => {
        const now = new Date('2026-11-20T10:00:00.000Z');
        const started = await app.interview.start({
          learner,
          verified: true,
          family: 'triangle',
          seed: `seed-${total}`,
          drawn: ['a', 'b', 'c'],
          now,
          seconds: 1500,
          ...(assignmentId && { assignmentId }),
        });
        const card = {
          lines: [
            { name: 'casesCovered', value: total % 10, of: 10, reason: '', practise: '' },
            { name: 'variantsCaught', value: 1, of: 3, reason: '', practise: '' },
            { name: 'bugsFound', value: 2, of: 3, reason: '', practise: '' },
            { name: 'reportQuality', value: 75, of: 100, reason: '', practise: '' },
            { name: 'timeUsed', value: 600, of: 1500, reason: '', practise: '' },
          ],
        };
        await app.interview.finish(
          started.id,
          learner,
          new Date(now.getTime() + 600_000),
          { en: card },
          total,
        );
      };
      await session('learner-ned', 64);
      await session('learner-ned', 81);
      // Not the assignment's, or not a member's: not the class's work.
      await session('learner-ned', 99, null);
      await session('learner-out', 95);
      const { grid } = await details('trainer-mo', id);
      expect(grid.assignments).toEqual([assignment]);
      expect(grid.learners[0]?.interviews).toEqual({
        [assignment.id]: {
          total: 81,
          finishedAt: '2026-11-20T10:10:00.000Z',
          lines: [
            { name: 'casesCovered', value: 1, of: 10 },
            { name: 'variantsCaught', value: 1, of: 3 },
            { name: 'bugsFound', value: 2, of: 3 },
            { name: 'reportQuality', value: 75, of: 100 },
            { name: 'timeUsed', value: 600, of: 1500 },
          ],
          attempts: 2,
          abandoned: 0,
          sessionId: expect.stringMatching(UUID),
        },
      });
      await app.inject({ method: 'POST', url: `/${classTermsPath(id)}`, headers: as('trainer-mo') });
      const [term] = (await app.inject({ url: `/${classTermsPath(id)}`, headers: as('trainer-mo') })).json<
        ArchivedTerm[]
      >();
      expect(term?.grid.assignments).toEqual([assignment]);
      // The archive keeps the figures, not the session's id: no one opens a term that is over by it.
      const { sessionId, ...figures } = grid.learners[0]!.interviews[assignment.id]!;
      expect(sessionId).toMatch(UUID);
      expect(term?.grid.learners[0]?.interviews).toEqual({ [assignment.id]: figures });
    });

    it('deletes a class’s assignments with it', async () => {
      const { id } = await newClass('trainer-ody', 'Gone');
      await newAssignment('trainer-ody', id);
      expect(await app.classroom.assignments(id)).toHaveLength(1);
      expect((await deleteClass('trainer-ody', id)).statusCode).toBe(204);
      expect(await app.classroom.assignments(id)).toEqual([]);
    });
  });
});
