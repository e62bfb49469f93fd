import { classTermsPath, type ArchivedTerm } from '@qa/shared/classroom';
import { ClassDetailsSchema, ArchivedTermsSchema } from '@qa/shared/classroom/schema';
import type { FastifyInstance } from 'fastify';
import { Compile } from 'typebox/compile';
import { LEARNER_ID, learnerIdOf } from '../../src/classroom/learner-id';
import { buildApp } from '../helper';
import { classroomCalls } from '../support/classroom-calls';
import { as, verifier } from '../support/game-fixtures';

const KEY = 'e'.repeat(32);
const Details = Compile(ClassDetailsSchema);
const Terms = Compile(ArchivedTermsSchema);

/**
 * What the trainer's exports are built from: each row of a grid names its learner by an id in the class, the key
 * the trainer matches a gradebook's rows by. The same through every term, another in another class, never the
 * account; kept in the archive of a term.
 */
describe('the learner ids of a class’s grid (PGlite in memory)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ LEARNER_ID_SECRET: KEY }, verifier);
    await app.database.get();
  }, 20_000);
  afterAll(() => app.close());

  const calls = classroomCalls(() => app);
  const newClass = (trainer: string) => calls.newClass(trainer, 'Exports');
  const join = calls.joined;
  const details = async (trainer: string, id: string) => {
    const body = await calls.details(trainer, id);
    expect(Details.Check(body)).toBe(true);
    return body;
  };
  const terms = async (trainer: string, id: string) => {
    const body = (await app.inject({ url: `/${classTermsPath(id)}`, headers: as(trainer) })).json<
      ArchivedTerm[]
    >();
    expect(Terms.Check(body)).toBe(true);
    return body;
  };
  const idsOf = (grid: { learners: readonly { name: string; learnerId?: string }[] }) =>
    Object.fromEntries(grid.learners.map(({ name, learnerId }) => [name, learnerId]));

  it('names each learner by their id in the class, kept through every term and in the archive', async () => {
    const { id, code } = await newClass('trainer-ex');
    await join('learner-uid-olha', code, 'Olha');
    // The same name twice: the ids tell the two apart.
    await join('learner-uid-petro', code, 'Petro');
    await join('learner-uid-petro-2', code, 'Petro');
    const first = await details('trainer-ex', id);
    const ids = first.grid.learners.map((learner) => learner.learnerId);
    expect(ids).toHaveLength(3);
    for (const learnerId of ids) expect(learnerId).toMatch(LEARNER_ID);
    expect(new Set(ids).size).toBe(3);
    expect(idsOf(first.grid).Olha).toBe(learnerIdOf(KEY, id, 'learner-uid-olha'));
    const body = JSON.stringify(first);
    for (const account of ['learner-uid-olha', 'learner-uid-petro']) expect(body).not.toContain(account);

    const afresh = await app.inject({
      method: 'POST',
      url: `/${classTermsPath(id)}`,
      headers: as('trainer-ex'),
    });
    expect(afresh.statusCode).toBeLessThan(300);
    const [archived] = await terms('trainer-ex', id);
    expect(archived!.grid.learners.map((learner) => learner.learnerId)).toEqual(ids);
    expect((await details('trainer-ex', id)).grid.learners.map((learner) => learner.learnerId)).toEqual(ids);
  });

  it('gives the same learner another id in another class', async () => {
    const first = await newClass('trainer-ex');
    const second = await newClass('trainer-other');
    await join('learner-uid-both', first.code, 'Both');
    await join('learner-uid-both', second.code, 'Both');
    const [inFirst] = (await details('trainer-ex', first.id)).grid.learners;
    const [inSecond] = (await details('trainer-other', second.id)).grid.learners;
    expect(inFirst!.learnerId).toMatch(LEARNER_ID);
    expect(inSecond!.learnerId).toMatch(LEARNER_ID);
    expect(inFirst!.learnerId).not.toBe(inSecond!.learnerId);
  });
});
