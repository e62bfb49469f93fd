import { storeName } from '@qa/shared/catalogue';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../challenges/support/calendar';
import { Type, type Static } from 'typebox';
import { HINT_LEVELS } from '@qa/shared/catalogue';
import { answersOf, hintOf } from '../challenges/engine/answers';
import { REGISTERED_CHALLENGES } from '../challenges/registry';
import { ERROR_MESSAGES } from '../i18n/error-messages';
import { sendError } from '../plugins/app/error-handler';
import { AnswerSchema } from '../schemas/challenges';
import { responses } from '../schemas/common';

export interface AnswerRoutesOptions {
  /** The Game's clock: which rounds are running when an answer is opened, and in which week. */
  clock: Clock;
}

// Path and query arrive as text and the validator does not coerce, so numbers are digit strings here.
const Digits = Type.String({ pattern: '^[0-9]{1,4}$' });
const Params = Type.Object({ level: Digits });
const Query = Type.Object({ caseIndex: Type.Optional(Digits) }, { additionalProperties: false });

/**
 * GET {challenge url}/answer/{index} (SPEC §7, where the segment is called index), for signed-in users only:
 * without `caseIndex` the challenge's answers; with `caseIndex` the hint of that level (1 to 3) for that case.
 */
export default async function answerRoutes(fastify: FastifyInstance, { clock }: AnswerRoutesOptions) {
  for (const { entry, definition } of REGISTERED_CHALLENGES) {
    const store = storeName(entry);
    fastify.get<{ Params: Static<typeof Params>; Querystring: Static<typeof Query> }>(
      `/${entry.path}/answer/:level`,
      {
        preHandler: fastify.authenticate,
        schema: { params: Params, querystring: Query, response: responses({ 200: AnswerSchema }) },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        const learner = request.identity!.uid;
        const now = clock();
        // An interview is taken without answers and hints, of any challenge, until it ends.
        if (await fastify.interview.running(learner, now))
          return sendError(reply, 409, ERROR_MESSAGES.answersOffInInterview[request.language]);
        // Before anything is shown: a Game round running now that drew this challenge leaves the leaderboard,
        // and so does one the learner starts later this week.
        await fastify.game.answersOpened(learner, store, now);
        if (request.query.caseIndex === undefined)
          return { answers: answersOf(definition, request.language) };
        const level = Number(request.params.level);
        const caseIndex = Number(request.query.caseIndex);
        const hint =
          level <= HINT_LEVELS ? hintOf(definition, caseIndex, level, request.language) : undefined;
        if (hint === undefined) {
          return sendError(reply, 400, ERROR_MESSAGES.invalidRequest[request.language]);
        }
        return { message: hint };
      },
    );
  }
}
