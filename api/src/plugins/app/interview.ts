import fp from 'fastify-plugin';
import { createInterviewRepository, type InterviewRepository } from '../../interview/interview-repository';

/** The interview sessions, with the deployment's settings for them. */
export interface Interview extends InterviewRepository {
  /** How long a session lasts (INTERVIEW_SECONDS). */
  readonly seconds: number;
  /** Share-link keys (INTERVIEW_SHARE_SECRETS): the first signs, each verifies. */
  readonly shareSecrets: readonly string[];
}

export interface InterviewOptions {
  seconds: number;
  shareSecrets: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    interview: Interview;
  }
}

/** Interview sessions in the database the app opened, and how long they last and how their links are signed. */
export default fp<InterviewOptions>(
  async function interview(fastify, { seconds, shareSecrets }) {
    fastify.decorate('interview', {
      ...createInterviewRepository(() => fastify.database.get()),
      seconds,
      shareSecrets: Object.freeze([...shareSecrets]),
    });
  },
  { name: 'interview', dependencies: ['database'] },
);
