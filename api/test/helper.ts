import Fastify, { type FastifyInstance } from 'fastify';
import app, { serverOptions } from '../src/app';
import { loadConfig } from '../src/config';

/** The app as the server builds it, configured from `env` instead of the process environment. */
export async function buildApp(env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  const config = loadConfig(env);
  const server = Fastify(serverOptions(config));
  await server.register(app, { config });
  await server.ready();
  return server;
}
