import Fastify, { type FastifyInstance } from 'fastify';
import app, { serverOptions } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './database/open-database';

/** If closing hangs (a stuck connection), exit anyway rather than ignore the signal. */
const CLOSE_TIMEOUT_MS = 10_000;

/** Tries each address in turn: '::' fails on machines without IPv6, then IPv4 is used. */
async function listen(server: FastifyInstance, port: number, hosts: string[]) {
  for (const [index, host] of hosts.entries()) {
    try {
      return await server.listen({ port, host });
    } catch (error) {
      if (index === hosts.length - 1) throw error;
      server.log.warn({ err: error, host }, 'cannot listen here, trying the next address');
    }
  }
}

async function start() {
  const config = loadConfig(process.env);
  // The embedded database starts before anything is measured or served (plugins/app/database.ts); a server
  // (DATABASE_URL) is reached on first use, so the challenges work while it is away.
  const database = 'dataDir' in config.database ? await openDatabase(config.database) : undefined;
  const server = Fastify({ ...serverOptions(config), logger: { level: config.logLevel } });
  await server.register(app, { config, database });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.log.info({ signal }, 'closing');
      setTimeout(() => process.exit(1), CLOSE_TIMEOUT_MS).unref();
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          server.log.error({ err: error }, 'close failed');
          process.exit(1);
        },
      );
    });
  }

  await listen(server, config.port, config.listenHosts);
}

start().catch((error: unknown) => {
  // A configuration mistake is explained in one line; anything else keeps its stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
