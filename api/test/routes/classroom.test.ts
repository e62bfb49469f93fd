import {
  CLASSROOM_API,
  classPath,
  classTermsPath,
  membershipPath,
  type ArchivedTerm,
  type ClassDetails,
  type ClassSummary,
  type Membership,
} from '@qa/shared/classroom';
import { PROGRESS_API } from '@qa/shared/progress';
import type { FastifyInstance } from 'fastify';
import { buildAppWithDatabase } from '../helper';
import { as, verifier } from '../support/game-fixtures';
import { recordOf } from '../support/progress-fixtures';

const CLASSES = `/${CLASSROOM_API.classes}`;
const MEMBERSHIPS = `/${CLASSROOM_API.memberships}`;

describe('the classroom (PGlite in memory)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildAppWithDatabase(verifier);
  }, 20_000);
  afterAll(() => app.close());

  const create = (trainer: string, name: unknown) =>
    app.inject({ method: 'POST', url: CLASSES, headers: as(trainer), payload: { name } as object });
  const newClass = async (trainer: string, name = 'QA evening group') => {
    const response = await create(trainer, name);
    expect(response.statusCode).toBe(201);
    return response.json<ClassSummary>();
  };
  const join = (learner: string, code: string, name = learner) =>
    app.inject({ method: 'POST', url: MEMBERSHIPS, headers: as(learner), payload: { code, name } });
  const details = async (trainer: string, id: string) => {
    const response = await app.inject({ url: `/${classPath(id)}`, headers: as(trainer) });
    expect(response.statusCode).toBe(200);
    return response.json<ClassDetails>();
  };
  const keep = (learner: string, challenges: Record<string, string[]>) =>
    app.inject({
      method: 'POST',
      url: `/${PROGRESS_API.mine}`,
      headers: as(learner),
      payload: recordOf(challenges) as object,
    });

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
      { method: 'GET' as const, url: MEMBERSHIPS },
      { method: 'POST' as const, url: MEMBERSHIPS, payload: { code: 'ABCDEF', name: 'Me' } },
    ];
    for (const call of calls) {
      const response = await app.inject({ ...call, headers: { 'accept-language': 'ru' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Войдите, чтобы пользоваться классами.' });
    }
  });

  it('refuses a malformed class id with 400, not 500', async () => {
    expect((await app.inject({ url: `${CLASSES}/not-a-uuid`, headers: as('trainer-ada') })).statusCode).toBe(
      400,
    );
  });
});
