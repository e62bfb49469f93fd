import fp from 'fastify-plugin';
import { storeUnavailable } from '../../http/store-unavailable';
import {
  openDatabase,
  type Database,
  type DatabaseTarget,
  type OpenDatabase,
} from '../../database/open-database';

export interface DatabaseAccess {
  /** The database, opened and migrated on first use; a 503 error while it cannot be reached. */
  get(): Promise<Database>;
  /** Readiness: a database server must answer; the embedded one is opened when first needed. */
  ping(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseAccess;
  }
}

/**
 * Learners' progress lives in PostgreSQL or the embedded PGlite (issue 13). Opened on first use, not at start:
 * most requests never need it, and PGlite takes a second or two to start, which every test building the app
 * would pay. A failed opening is forgotten, so the next request tries again.
 */
export default fp(
  async function database(fastify, { target }: { target: DatabaseTarget }) {
    let opening: Promise<OpenDatabase> | undefined;
    const open = () => {
      opening ??= openDatabase(target).catch((error: unknown) => {
        opening = undefined;
        throw storeUnavailable(error, 'database');
      });
      return opening;
    };

    fastify.decorate('database', {
      get: async () => (await open()).db,
      async ping() {
        if ('url' in target || opening)
          await (await open()).ping().catch((error: unknown) => {
            throw storeUnavailable(error, 'database');
          });
      },
    } satisfies DatabaseAccess);

    fastify.addHook('onClose', async () => {
      const opened = await opening?.catch(() => undefined);
      await opened?.close();
    });
  },
  { name: 'database' },
);
