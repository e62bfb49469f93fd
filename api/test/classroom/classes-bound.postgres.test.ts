import { startPostgres, type PostgresServer } from '../../../e2e/support/postgres-server';
import { createClassroomRepository, MAX_CLASSES_PER_TRAINER } from '../../src/classroom/classroom-repository';
import { openDatabase, type OpenDatabase } from '../../src/database/open-database';

/**
 * On a real PostgreSQL server (scripts/ensure-postgres.sh, run by `pnpm test:unit`), whose connections run
 * transactions side by side, unlike the embedded PGlite: the bound on a trainer's classes holds under a burst.
 */
describe('a trainer’s classes on PostgreSQL', () => {
  let postgres: PostgresServer;
  let database: OpenDatabase;
  beforeAll(async () => {
    postgres = await startPostgres();
    database = await openDatabase({ url: postgres.url });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await postgres?.stop();
  });

  it(`stops at ${MAX_CLASSES_PER_TRAINER} when 70 creations arrive at once`, async () => {
    const repository = createClassroomRepository(async () => database.db);
    const now = new Date('2026-11-24T10:00:00Z');
    const outcomes = await Promise.all(
      Array.from({ length: 70 }, (_, n) => repository.createClass('busy-trainer', `Group ${n}`, now)),
    );
    expect(outcomes.filter((outcome) => outcome !== 'tooManyClasses')).toHaveLength(MAX_CLASSES_PER_TRAINER);
    expect(await repository.classesOf('busy-trainer')).toHaveLength(MAX_CLASSES_PER_TRAINER);
    // Another trainer is not held up by the first one's bound.
    expect(await repository.createClass('other-trainer', 'Group A', now)).not.toBe('tooManyClasses');
  }, 30_000);
});
