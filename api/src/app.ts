import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config';
import { systemClock, type Clock } from './challenges/support/calendar';
import type { OpenDatabase } from './database/open-database';
import { handleClientError } from './http/client-error';
import type { AccountDirectory } from './identity/account-check';
import { createFirebaseAccounts } from './identity/firebase-accounts';
import { createFirebaseVerifier } from './identity/firebase-verifier';
import type { TokenVerifier } from './identity/token-verifier';
import { createRedisSandboxStore } from './sandbox/redis-sandbox-store';
import { createMemorySandboxStore, type SandboxStore } from './sandbox/sandbox-store';
import sandboxes from './plugins/app/sandboxes';
import database from './plugins/app/database';
import progress from './plugins/app/progress';
import game from './plugins/app/game';
import classroom from './plugins/app/classroom';
import interview from './plugins/app/interview';
import { documentedAs, swagger, swaggerConfig, swaggerUi, swaggerUiConfig } from './plugins/external/swagger';
import challengeSandboxRoutes from './routes/challenge-sandboxes';
import calculatorApiRoutes from './routes/tester-apis/calculator';
import userApiRoutes from './routes/tester-apis/users';
import closeIdleConnections from './plugins/app/close-idle-connections';
import errorHandler, { handleError } from './plugins/app/error-handler';
import budgets from './plugins/app/budgets';
import grading from './plugins/app/grading';
import { inlineGrader, type Grader } from './grading/grader';
import identity from './plugins/app/identity';
import language from './plugins/app/language';
import requestLog from './plugins/app/request-log';
import cors, { autoConfig as corsConfig } from './plugins/external/cors';
import helmet, { autoConfig as helmetConfig } from './plugins/external/helmet';
import rateLimit, { autoConfig as rateLimitConfig } from './plugins/external/rate-limit';
import redis from './plugins/external/redis';
import overload from './plugins/external/under-pressure';
import answerRoutes from './routes/answers';
import assessmentRoutes from './routes/assessment';
import challengeRoutes from './routes/challenges';
import healthRoutes from './routes/health';
import progressRoutes from './routes/progress';
import accountRoutes from './routes/account';
import classroomRoutes from './routes/classroom';
import gameRoutes from './routes/game';
import interviewRoutes from './routes/interview';
import staticPageRoutes from './routes/static-pages';
import testDesignRoutes from './routes/test-design';
import bugReportRoutes from './routes/bug-reports';

export interface AppOptions {
  config: AppConfig;
  /** Tests hand in their own; the server verifies with firebase-admin. */
  verifyToken?: TokenVerifier;
  /** Who revokes and disables accounts: tests hand in their own; the server asks firebase-admin. */
  accounts?: AccountDirectory;
  /** Where testers' sandboxes live; in this process's memory unless a shared store is handed in. */
  sandboxStore?: SandboxStore;
  /** The progress database, when the server opened it before starting; opened on first use otherwise. */
  database?: OpenDatabase;
  /** The Game's clock (when rounds start and end, the leaderboard's week); tests move it. */
  clock?: Clock;
  /** Who grades tables, reports and records: the server hands in its worker threads; on the event loop otherwise. */
  grader?: Grader;
}

/** Options of the Fastify instance the app is registered on (the server and the tests use the same). */
export const serverOptions = (config: AppConfig): FastifyServerOptions => ({
  bodyLimit: config.bodyLimit,
  // Behind a load balancer every request comes from its address: only the proxies named may say whose it is.
  ...(config.trustProxy !== undefined && { trustProxy: config.trustProxy }),
  frameworkErrors: handleError,
  clientErrorHandler: handleClientError,
  // Two log lines a request at info is what no operator keeps; request-log.ts logs them at debug instead.
  logController: new LogController({ disableRequestLogging: true }),
});

async function app(
  fastify: FastifyInstance,
  { config, verifyToken, accounts, sandboxStore, database: opened, clock = systemClock, grader }: AppOptions,
) {
  // External plugins first: the app's plugins and routes rely on their hooks and decorators. Overload is
  // checked once a response has its security and CORS headers (a browser can then read the 429), and before
  // anything costlier.
  if (config.redisUrl) await fastify.register(redis, { url: config.redisUrl });
  await fastify.register(helmet, helmetConfig);
  await fastify.register(cors, corsConfig(config));
  // Off (0): no overload check and no sampling timer at all.
  if (config.overloadMaxEventLoopDelayMs > 0) await fastify.register(overload, { config });
  await fastify.register(rateLimit, rateLimitConfig(config.redisUrl ? fastify.redis : undefined));
  // Before the routes, which it documents as they are added.
  await fastify.register(swagger, swaggerConfig);

  await fastify.register(closeIdleConnections);
  await fastify.register(requestLog);
  await fastify.register(language);
  await fastify.register(budgets, { config });
  await fastify.register(grading, { grader: grader ?? inlineGrader() });
  await fastify.register(errorHandler);
  await fastify.register(identity, {
    verifyToken: verifyToken ?? createFirebaseVerifier(config),
    accounts: accounts ?? createFirebaseAccounts(config),
    clock,
  });
  const sandboxTtlMs = config.sandboxTtlMinutes * 60_000;
  await fastify.register(sandboxes, {
    store:
      sandboxStore ??
      (config.redisUrl
        ? createRedisSandboxStore(fastify.redis, sandboxTtlMs)
        : createMemorySandboxStore({ max: config.sandboxMax, ttlMs: sandboxTtlMs })),
  });

  await fastify.register(database, { target: config.database, opened });
  await fastify.register(progress);
  await fastify.register(game);
  await fastify.register(classroom, { learnerIdSecret: config.learnerIdSecret });
  await fastify.register(interview, {
    seconds: config.interviewSeconds,
    shareSecrets: config.interviewShareSecrets,
    clock,
  });

  // Bodies are JSON only: without its default text/plain parser Fastify answers any other type with 415.
  fastify.removeContentTypeParser('text/plain');
  // TypeBox's compiler checks bodies strictly: no type coercion and no silent removal of unknown fields.
  fastify.setValidatorCompiler(TypeBoxValidatorCompiler);

  // Each plugin's routes under their area in the OpenAPI document; the testers' APIs tag their own.
  await fastify.register(documentedAs('health', healthRoutes));
  await fastify.register(documentedAs('challenges', challengeRoutes));
  await fastify.register(documentedAs('testDesign', testDesignRoutes));
  await fastify.register(documentedAs('bugReports', bugReportRoutes));
  await fastify.register(documentedAs('answers', answerRoutes), { clock });
  await fastify.register(documentedAs('pages', staticPageRoutes));
  await fastify.register(documentedAs('assessment', assessmentRoutes));
  await fastify.register(documentedAs('progress', progressRoutes));
  await fastify.register(documentedAs('account', accountRoutes), { clock });
  await fastify.register(documentedAs('game', gameRoutes), {
    roundSeconds: config.gameRoundSeconds,
    clock,
    ...(config.gamePool && { pool: config.gamePool }),
  });
  await fastify.register(documentedAs('interview', interviewRoutes), { clock });
  await fastify.register(documentedAs('classroom', classroomRoutes), { clock });
  await fastify.register(documentedAs('challenges', challengeSandboxRoutes));
  await fastify.register(userApiRoutes);
  await fastify.register(calculatorApiRoutes);
  await fastify.register(swaggerUi, swaggerUiConfig);
}

/** The whole API as one plugin; fastify-plugin keeps its error handler and hooks on the instance it joins. */
export default fp(app, { name: 'app' });
