import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';

/** The query layer the repositories use, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  /** Resolves when the database answers (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const UNIQUE_VIOLATION = '23505';

/** Whether a query failed on a unique constraint (PostgreSQL's SQLSTATE 23505), on either engine. */
export const isUniqueViolation = (error: unknown): boolean => {
  // Drizzle wraps the driver's error; the SQLSTATE is on it or on its cause.
  const codes = [error, (error as { cause?: unknown } | null)?.cause].map(
    (item) => (item as { code?: unknown } | null)?.code,
  );
  return codes.includes(UNIQUE_VIOLATION);
};

/** A PostgreSQL server (`DATABASE_URL`), or the embedded PGlite in a folder (`memory://`: in memory only). */
export type DatabaseTarget = { url: string } | { dataDir: string };

/**
 * Two instances of the API starting together must not both migrate: the first holds this lock until its
 * migrations are applied, the second then finds nothing left to do.
 */
const MIGRATION_LOCK = 4_242_013;

async function openPostgres(url: string): Promise<OpenDatabase> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // A server that is down fails a query within seconds instead of holding the request.
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server emits 'error'; the pool replaces it, and unheard it would crash.
  pool.on('error', () => undefined);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  const db = drizzle(pool, { schema });
  return {
    db,
    ping: async () => void (await db.execute(sql`SELECT 1`)),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<OpenDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // PGlite makes its own folder but not the ones above it (api/.data/ on a fresh clone).
  if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    ping: async () => void (await db.execute(sql`SELECT 1`)),
    close: () => client.close(),
  };
}

/** Opens the database and brings its schema up to date; only the engine chosen is loaded. */
export const openDatabase = (target: DatabaseTarget): Promise<OpenDatabase> =>
  'url' in target ? openPostgres(target.url) : openPglite(target.dataDir);
