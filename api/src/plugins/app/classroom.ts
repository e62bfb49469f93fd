import fp from 'fastify-plugin';
import { createClassroomRepository, type ClassroomRepository } from '../../classroom/classroom-repository';

declare module 'fastify' {
  interface FastifyInstance {
    classroom: ClassroomRepository;
  }
}

/** Trainers' classes, their members and archived terms, in the database the app opened. */
export default fp(
  async function classroom(fastify) {
    fastify.decorate(
      'classroom',
      createClassroomRepository(() => fastify.database.get()),
    );
  },
  { name: 'classroom', dependencies: ['database'] },
);
