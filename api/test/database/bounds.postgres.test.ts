import { startPostgres, type PostgresServer } from '../../../e2e/support/postgres-server';
import {
  createClassroomRepository,
  MAX_CLASSES_PER_TRAINER,
  MAX_MEMBERS_PER_CLASS,
} from '../../src/classroom/classroom-repository';
import { REGISTERED_BY_STORE_NAME } from '../../src/challenges/registry';
import { openDatabase, type OpenDatabase } from '../../src/database/open-database';
import { createGameRepository } from '../../src/game/game-repository';
import { nameLookKey } from '../../src/names/person-name';
import { createProgressRepository } from '../../src/progress/progress-repository';
import { recordOf } from '../support/progress-fixtures';

/**
 * The bounds the database itself holds, on a real PostgreSQL server (scripts/ensure-postgres.sh, run by
 * `pnpm test:unit`), whose connections run transactions side by side, unlike the embedded PGlite: each is sent a
 * burst of concurrent writes that a count-then-insert would let through.
 */
/** The pool's connections (open-database.ts): a burst larger than this has transactions running side by side. */
const POOL_SIZE = 10;

/**
 * Writes `0..before-1` a pool's worth at a time, then `before..before+burst-1` all at once: the burst crosses
 * the bound with its transactions overlapping (started less than a pool's worth below it, so the first
 * connections' writes cross it together), while no write waits for a connection longer than the pool's
 * 5 s on a busy machine (which would be a 503, as in production).
 */
const fillThenBurst = async <T>(before: number, burst: number, write: (n: number) => Promise<T>) => {
  const outcomes: T[] = [];
  const send = async (from: number, count: number) =>
    outcomes.push(...(await Promise.all(Array.from({ length: count }, (_, n) => write(from + n)))));
  for (let from = 0; from < before; from += POOL_SIZE) await send(from, Math.min(POOL_SIZE, before - from));
  await send(before, burst);
  return outcomes;
};

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

  it(`keeps a trainer to ${MAX_CLASSES_PER_TRAINER} classes when 30 creations arrive at once at ${MAX_CLASSES_PER_TRAINER - 5}`, async () => {
    const classroom = createClassroomRepository(async () => database.db);
    const outcomes = await fillThenBurst(MAX_CLASSES_PER_TRAINER - 5, 30, (n) =>
      classroom.createClass('busy-trainer', `Group ${n}`, now),
    );
    expect(outcomes.filter((outcome) => outcome !== 'tooManyClasses')).toHaveLength(MAX_CLASSES_PER_TRAINER);
    expect(await classroom.classesOf('busy-trainer')).toHaveLength(MAX_CLASSES_PER_TRAINER);
    // Another trainer is not held up by the first one's bound.
    expect(await classroom.createClass('other-trainer', 'Group A', now)).not.toBe('tooManyClasses');
  }, 30_000);

  it(`keeps a class to ${MAX_MEMBERS_PER_CLASS} members when 30 join at once at ${MAX_MEMBERS_PER_CLASS - 5}`, async () => {
    const classroom = createClassroomRepository(async () => database.db);
    const created = await classroom.createClass('popular-trainer', 'Open day', now);
    if (created === 'tooManyClasses') throw new Error('no class');
    const row = (await classroom.findClass(created.id))!;
    const outcomes = await fillThenBurst(MAX_MEMBERS_PER_CLASS - 5, 30, (n) =>
      classroom.join(row, `learner-${n}`, `Learner ${n}`, now),
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

  it('keeps every find of devices merging finds of one challenge at once', async () => {
    const progress = createProgressRepository(async () => database.db);
    const { cases: found } = REGISTERED_BY_STORE_NAME.get('learn_adder')!.definition;
    const cases = found.map((_, n) => `case_${n + 1}`);
    // Each merge reads what is stored and writes the union: unlocked, the last to write would drop the others.
    await Promise.all(cases.map((key) => progress.merge('busy-learner', recordOf({ learn_adder: [key] }))));
    const stored = await progress.load('busy-learner');
    expect(Object.keys(stored.challenges.learn_adder?.answers ?? {}).sort()).toEqual([...cases].sort());
  }, 30_000);
});
