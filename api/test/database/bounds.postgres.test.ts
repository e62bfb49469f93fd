import { startPostgres, type PostgresServer } from '../../../e2e/support/postgres-server';
import {
  createClassroomRepository,
  MAX_CLASSES_PER_TRAINER,
  MAX_MEMBERS_PER_CLASS,
} from '../../src/classroom/classroom-repository';
import { openDatabase, type OpenDatabase } from '../../src/database/open-database';
import { createGameRepository } from '../../src/game/game-repository';
import { nameLookKey } from '../../src/names/person-name';

/**
 * The bounds the database itself holds, on a real PostgreSQL server (scripts/ensure-postgres.sh, run by
 * `pnpm test:unit`), whose connections run transactions side by side, unlike the embedded PGlite: each is sent a
 * burst of concurrent writes that a count-then-insert would let through.
 */
describe('bounds held by PostgreSQL under concurrent writes', () => {
  let postgres: PostgresServer;
  let database: OpenDatabase;
  const now = new Date('2026-11-24T10:00:00Z');
  beforeAll(async () => {
    postgres = await startPostgres();
    database = await openDatabase({ url: postgres.url });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await postgres?.stop();
  });

  it(`keeps a trainer to ${MAX_CLASSES_PER_TRAINER} classes when 70 creations arrive at once`, async () => {
    const classroom = createClassroomRepository(async () => database.db);
    const outcomes = await Promise.all(
      Array.from({ length: 70 }, (_, n) => classroom.createClass('busy-trainer', `Group ${n}`, now)),
    );
    expect(outcomes.filter((outcome) => outcome !== 'tooManyClasses')).toHaveLength(MAX_CLASSES_PER_TRAINER);
    expect(await classroom.classesOf('busy-trainer')).toHaveLength(MAX_CLASSES_PER_TRAINER);
    // Another trainer is not held up by the first one's bound.
    expect(await classroom.createClass('other-trainer', 'Group A', now)).not.toBe('tooManyClasses');
  }, 30_000);

  it(`keeps a class to ${MAX_MEMBERS_PER_CLASS} members when ${MAX_MEMBERS_PER_CLASS + 20} join at once`, async () => {
    const classroom = createClassroomRepository(async () => database.db);
    const created = await classroom.createClass('popular-trainer', 'Open day', now);
    if (created === 'tooManyClasses') throw new Error('no class');
    const row = (await classroom.findClass(created.id))!;
    const outcomes = await Promise.all(
      Array.from({ length: MAX_MEMBERS_PER_CLASS + 20 }, (_, n) =>
        classroom.join(row, `learner-${n}`, `Learner ${n}`, now),
      ),
    );
    expect(outcomes.filter((outcome) => outcome !== 'classFull')).toHaveLength(MAX_MEMBERS_PER_CLASS);
    expect((await classroom.summary(row)).members).toBe(MAX_MEMBERS_PER_CLASS);
  }, 30_000);

  it('gives a look-alike display name to one of ten learners choosing it at once', async () => {
    const game = createGameRepository(async () => database.db);
    const names = [
      'Olha QA',
      'OLHA QA',
      'Оlhа QA',
      'olha_qa',
      'Olha.QA',
      'olha qa',
      'OLHA_QA',
      'Olha-QA',
      'oLHA QA',
      'Olha  QA',
    ];
    const outcomes = await Promise.all(
      names.map((name, n) => game.setDisplayName(`player-${n}`, name, nameLookKey(name), now)),
    );
    expect(outcomes.filter((outcome) => outcome !== 'taken')).toHaveLength(1);
  }, 30_000);
});
