import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../challenges/support/calendar';
import { ERROR_MESSAGES } from '../../i18n/error-messages';
import { createInterviewRepository, type InterviewRepository } from '../../interview/interview-repository';
import { sendError } from './error-handler';

/** The interview sessions, with the deployment's settings for them. */
export interface Interview extends InterviewRepository {
  /** How long a session lasts (INTERVIEW_SECONDS). */
  readonly seconds: number;
  /** Share-link keys (INTERVIEW_SHARE_SECRETS): the first signs, each verifies. */
  readonly shareSecrets: readonly string[];
  /**
   * preHandler of a challenge's practice table and report (after `identifyIfSent`): closed to a signed-in learner
   * whose interview session on that challenge runs, where they would be an oracle for it.
   */
  closedDuring: (
    challengeKey: string,
  ) => (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
}

export interface InterviewOptions {
  seconds: number;
  shareSecrets: readonly string[];
  /** Which sessions run now. */
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    interview: Interview;
  }
}

/** Interview sessions in the database the app opened, and how long they last and how their links are signed. */
export default fp<InterviewOptions>(
  async function interview(fastify, { seconds, shareSecrets, clock }) {
    const repository = createInterviewRepository(() => fastify.database.get());
    fastify.decorate('interview', {
      ...repository,
      seconds,
      shareSecrets: Object.freeze([...shareSecrets]),
      closedDuring: (challengeKey) => async (request, reply) => {
        const learner = request.identity?.uid;
        if (learner === undefined) return undefined;
        const running = await repository.running(learner, clock());
        return running?.family === challengeKey
          ? sendError(reply, 409, ERROR_MESSAGES.practiceOffInInterview[request.language])
          : undefined;
      },
    });
  },
  { name: 'interview', dependencies: ['database'] },
);
