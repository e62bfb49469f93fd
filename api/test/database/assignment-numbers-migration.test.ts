import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const DRIZZLE = join(__dirname, '..', '..', 'drizzle');
const MIGRATIONS = readdirSync(DRIZZLE)
  .filter((name) => name.endsWith('.sql'))
  .sort();

const apply = async (db: PGlite, name: string) => {
  for (const statement of readFileSync(join(DRIZZLE, name), 'utf8').split('--> statement-breakpoint'))
    if (statement.trim() !== '') await db.exec(statement);
};

describe('the migration that numbers assignments (0013)', () => {
  it('numbers the assignments a class already has in the order they were set, and counts them', async () => {
    const db = new PGlite();
    const before = MIGRATIONS.filter((name) => name < '0013');
    for (const name of before) await apply(db, name);
    const classOf = (id: string, code: string) =>
      db.query(
        `INSERT INTO classes (id, code, trainer, name, created_at, term_started_at) VALUES ($1, $2, 't', 'c', now(), now())`,
        [id, code],
      );
    const a = '00000000-0000-4000-8000-00000000000a';
    const b = '00000000-0000-4000-8000-00000000000b';
    await classOf(a, 'AAAAAA');
    await classOf(b, 'BBBBBB');
    const assignment = (id: string, classId: string, at: string) =>
      db.query(
        `INSERT INTO class_assignments (id, class_id, family, created_at) VALUES ($1, $2, 'triangle', $3)`,
        [id, classId, at],
      );
    await assignment('00000000-0000-4000-8000-000000000003', a, '2026-11-03T09:00:00Z');
    await assignment('00000000-0000-4000-8000-000000000001', a, '2026-11-01T09:00:00Z');
    await assignment('00000000-0000-4000-8000-000000000002', b, '2026-11-02T09:00:00Z');

    await apply(
      db,
      MIGRATIONS.find((name) => name.startsWith('0013'))!,
    );
    const numbered = await db.query<{ id: string; number: number }>(
      'SELECT id, number FROM class_assignments ORDER BY id',
    );
    expect(numbered.rows).toEqual([
      { id: '00000000-0000-4000-8000-000000000001', number: 1 },
      { id: '00000000-0000-4000-8000-000000000002', number: 1 },
      { id: '00000000-0000-4000-8000-000000000003', number: 2 },
    ]);
    const counted = await db.query<{ id: string; assignments_set: number }>(
      'SELECT id, assignments_set FROM classes ORDER BY id',
    );
    expect(counted.rows).toEqual([
      { id: a, assignments_set: 2 },
      { id: b, assignments_set: 1 },
    ]);
    await db.close();
  }, 30_000);
});
