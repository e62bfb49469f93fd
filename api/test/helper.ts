import Fastify, { type FastifyInstance } from 'fastify';
import app, { serverOptions, type AppOptions } from '../src/app';
import { loadConfig } from '../src/config';
import type { TokenVerifier } from '../src/identity/token-verifier';

/**
 * The app as the server builds it, configured from `env` instead of the process environment; `verifyToken`
 * replaces firebase-admin where a test needs a signed-in user without an identity service, and `clock` the
 * Game's clock where a test moves time.
 */
export async function buildApp(
  env: NodeJS.ProcessEnv = {},
  verifyToken?: TokenVerifier,
  { clock }: Pick<AppOptions, 'clock'> = {},
): Promise<FastifyInstance> {
  // Progress kept in memory: a test never writes into the folder a running server uses.
  const config = loadConfig({ PGLITE_DIR: 'memory://', ...env });
  const server = Fastify(serverOptions(config));
  await server.register(app, { config, verifyToken, clock });
  await server.ready();
  return server;
}
