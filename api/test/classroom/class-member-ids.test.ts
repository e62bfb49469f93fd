import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../../src/paths';
import * as schema from '../../src/database/schema';

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;

interface Journal {
  entries: { tag: string }[];
}

/** The migrations folder as it was before `tag`: a copy whose journal stops there. */
const migrationsBefore = async (tag: string): Promise<string> => {
  const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const path = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(path, 'utf8')) as Journal;
  const until = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(until).toBeGreaterThan(0);
  await writeFile(path, JSON.stringify({ ...journal, entries: journal.entries.slice(0, until) }));
  return folder;
};

describe('the migration that gives memberships an id of their own (PGlite in memory)', () => {
  it('gives every member of a database that had none a distinct id', async () => {
    const before = await migrationsBefore('0004_class_member_ids');
    const client = await PGlite.create('memory://');
    try {
      const db = drizzle(client, { schema });
      await migrate(db, { migrationsFolder: before });
      const classId = '6f1c7f49-9f6b-4a3a-9d0e-1c2b3a4d5e6f';
      await db.execute(sql`insert into classes (id, code, trainer, name, created_at, term_started_at)
        values (${classId}, 'QK7M2P', 'trainer', 'Evening', now(), now())`);
      for (const learner of ['uid-1', 'uid-2', 'uid-3']) {
        await db.execute(sql`insert into class_members (class_id, learner, name, joined_at, baseline)
          values (${classId}, ${learner}, ${learner}, now(), '{}'::jsonb)`);
      }

      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      const ids = (await db.select({ id: schema.classMembers.id }).from(schema.classMembers)).map(
        (row) => row.id,
      );
      expect(ids).toHaveLength(3);
      for (const id of ids) expect(id).toMatch(UUID);
      expect(new Set(ids).size).toBe(3);
    } finally {
      await client.close();
      await rm(before, { recursive: true, force: true });
    }
  }, 30_000);
});
