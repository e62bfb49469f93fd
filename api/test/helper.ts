import { isDeepStrictEqual } from 'node:util';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import app, { serverOptions, type AppOptions } from '../src/app';
import { loadConfig } from '../src/config';
import type { TokenVerifier } from '../src/identity/token-verifier';
import { everyAccountActive } from './support/fake-accounts';

/**
 * The app as the server builds it, configured from `env` instead of the process environment; `verifyToken`
 * replaces firebase-admin where a test needs a signed-in user without an identity service, with `accounts`
 * (every account active unless the test hands in its own), and `clock` the Game's clock where a test moves time.
 */
export async function buildApp(
  env: NodeJS.ProcessEnv = {},
  verifyToken?: TokenVerifier,
  options: Pick<AppOptions, 'clock' | 'accounts' | 'grader'> = {},
): Promise<FastifyInstance> {
  // Progress kept in memory: a test never writes into the folder a running server uses. No overload check unless
  // a suite sets one: a busy CI machine (or PGlite's start) stalls the event loop, and the check would then
  // answer 503 to what the suite asks.
  const config = loadConfig({ PGLITE_DIR: 'memory://', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', ...env });
  const server = Fastify(serverOptions(config));
  refuseAnswersTheirSchemaChanges(server);
  const accounts = options.accounts ?? (verifyToken && everyAccountActive);
  await server.register(app, { config, verifyToken, ...options, ...(accounts && { accounts }) });
  await server.ready();
  return server;
}

/**
 * A route's response schema is its serializer (fast-json-stringify): a field the schema does not name is left
 * out, and a value of another type coerced. In every suite built here, an answer that its schema would change
 * fails its request (500) and names the route, so a field added to an answer cannot quietly disappear.
 */
function refuseAnswersTheirSchemaChanges(server: FastifyInstance) {
  const answered = new WeakMap<FastifyRequest, unknown>();
  server.addHook('preSerialization', async (request, _reply, payload) => {
    answered.set(request, payload);
    return payload;
  });
  server.addHook('onSend', async (request, reply, payload) => {
    if (!answered.has(request) || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type')).includes('json')) return payload;
    const meant: unknown = JSON.parse(JSON.stringify(answered.get(request)));
    if (isDeepStrictEqual(JSON.parse(payload), meant)) return payload;
    const problem = `${request.method} ${request.routeOptions.url} sends ${payload} for ${JSON.stringify(meant)}`;
    console.error(`The response schema changed the answer: ${problem}`);
    throw new Error(problem);
  });
}

/**
 * The app with its database already open, for the suites of the stores (progress, Game, classroom): PGlite
 * starts here, in the suite's `beforeAll`, rather than inside the first test's time (seconds on a busy machine).
 */
export async function buildAppWithDatabase(
  verifyToken: TokenVerifier,
  options: Pick<AppOptions, 'clock' | 'accounts'> = {},
): Promise<FastifyInstance> {
  const server = await buildApp({}, verifyToken, options);
  await server.database.get();
  return server;
}
