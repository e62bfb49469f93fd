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
 * Learners' progress lives in PostgreSQL or the embedded PGlite. A server is reached on first use, so
 * the challenges work while it is away, and a failed opening is forgotten, so the next request tries again. The
 * server opens PGlite before it listens (`opened`): started on a request, its seconds of start-up would stall
 * every other request and count as an overload. Tests that never touch progress never start it.
 */
export interface DatabaseOptions {
  target: DatabaseTarget;
  /** Already opened by the server: the embedded PGlite blocks the event loop for seconds while it starts. */
  opened?: OpenDatabase;
}

export default fp(
  async function database(fastify, { target, opened }: DatabaseOptions) {
    let opening: Promise<OpenDatabase> | undefined = opened && Promise.resolve(opened);
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
