import fp from 'fastify-plugin';
import { createClassroomRepository, type ClassroomRepository } from '../../classroom/classroom-repository';

declare module 'fastify' {
  interface FastifyInstance {
    classroom: ClassroomRepository;
  }
}

export interface ClassroomOptions {
  /** LEARNER_ID_SECRET: the key of the learner ids the grids show. */
  learnerIdSecret: string;
}

/** Trainers' classes, their members and archived terms, in the database the app opened. */
export default fp<ClassroomOptions>(
  async function classroom(fastify, { learnerIdSecret }) {
    fastify.decorate(
      'classroom',
      createClassroomRepository(() => fastify.database.get(), learnerIdSecret),
    );
  },
  { name: 'classroom', dependencies: ['database'] },
);
