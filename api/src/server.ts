import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import app, { serverOptions } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './database/open-database';
import { defaultThreads, inlineGrader, workerGrader } from './grading/grader';

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

/**
 * The grading threads' entry: bundled beside this file and named after it (dist/server.js starts
 * dist/grading-worker.js), or, when this file runs as TypeScript (`pnpm dev` through tsx), the source through tsx.
 */
const gradingWorkerFile = (): { filename: string; execArgv?: string[] } =>
  __filename.endsWith('.ts')
    ? { filename: path.join(__dirname, 'grading', 'worker.ts'), execArgv: ['--import', 'tsx'] }
    : { filename: path.join(__dirname, path.basename(__filename).replace(/^server/, 'grading-worker')) };

async function start() {
  const config = loadConfig(process.env);
  // The embedded database starts before anything is measured or served (plugins/app/database.ts); a server
  // (DATABASE_URL) is reached on first use, so the challenges work while it is away.
  const database = 'dataDir' in config.database ? await openDatabase(config.database) : undefined;
  const server = Fastify({ ...serverOptions(config), logger: { level: config.logLevel } });
  const threads = config.gradingThreads ?? defaultThreads();
  const grader = threads === 0 ? inlineGrader() : workerGrader({ threads, ...gradingWorkerFile() });
  await server.register(app, { config, database, grader });

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
