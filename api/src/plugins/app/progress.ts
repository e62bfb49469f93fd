import fp from 'fastify-plugin';
import { createProgressRepository, type ProgressRepository } from '../../progress/progress-repository';

declare module 'fastify' {
  interface FastifyInstance {
    progress: ProgressRepository;
  }
}

/** Learners' stored progress, in the database the app opened. */
export default fp(
  async function progress(fastify) {
    fastify.decorate(
      'progress',
      createProgressRepository(() => fastify.database.get()),
    );
  },
  { name: 'progress', dependencies: ['database'] },
);
