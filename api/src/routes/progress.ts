import { MAX_PROGRESS_RECORD_BYTES, PROGRESS_API } from '@qa/shared/progress';
import { ProgressRecordSchema, type ProgressRecord } from '@qa/shared/progress/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '../i18n/error-messages';
import { sendError } from '../plugins/app/error-handler';
import { recordProblem } from '../progress/confirm-record';
import { CHALLENGE_TOTALS, summarize } from '../progress/techniques-found';
import { responses, NoContent } from '../schemas/common';
import { ChallengeTotalsListSchema, ProgressSummarySchema, StoredProgressSchema } from '../schemas/progress';

/**
 * Writes per minute per verified learner (a page sends one after each find, debounced, and one on every sign-in)
 * and per client address (a class).
 */
export const PROGRESS_WRITES_PER_MINUTE = { learner: 60, address: 600 } as const;

/** A record of the right shape can still name a challenge or case this server does not have: 400 with why. */
const refuseProblems = async (request: FastifyRequest<{ Body: ProgressRecord }>, reply: FastifyReply) => {
  const problem = recordProblem(request.body);
  if (problem) return sendError(reply, 400, `${ERROR_MESSAGES.invalidRequest[request.language]} ${problem}`);
};

/** A record's size as sent: Fastify has checked it against the body it read. */
const bytesOf = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? MAX_PROGRESS_RECORD_BYTES);

/** Whose progress it is: the verified token's user, never a value from the request. */
const userOf = (request: FastifyRequest): string => request.identity!.uid;

/**
 * Learners' progress. Anonymous: the challenges' totals by technique and the summary of a record the
 * browser holds (stored nowhere; confirmed off the event loop, priced as grading is). Signed in: the learner's own stored progress, merged with what the browser
 * sends, exported by GET and deleted by DELETE.
 */
export default async function progressRoutes(fastify: FastifyInstance) {
  fastify.get(
    `/${PROGRESS_API.challenges}`,
    { schema: { response: responses({ 200: ChallengeTotalsListSchema }) } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { challenges: CHALLENGE_TOTALS };
    },
  );

  fastify.post<{ Body: ProgressRecord }>(
    `/${PROGRESS_API.summary}`,
    {
      schema: { body: ProgressRecordSchema, response: responses({ 200: ProgressSummarySchema }) },
      bodyLimit: MAX_PROGRESS_RECORD_BYTES,
      onRequest: fastify.grading.admit,
      preHandler: refuseProblems,
    },
    async (request) =>
      fastify.grading.run(request, {
        kind: 'progressSummary',
        record: request.body,
        bytes: bytesOf(request),
      }),
  );

  const mine = `/${PROGRESS_API.mine}`;
  // The token is checked before the body is read: a stranger's upload is not even parsed.
  const signedIn = {
    onRequest: fastify.authenticate,
    config: { signInMessage: 'signInForProgress' as const, recheckAccount: true },
  };
  const privateAnswer = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');
  const writes = fastify.budgets.route('progress-writes', PROGRESS_WRITES_PER_MINUTE);

  const stored = responses({ 200: StoredProgressSchema });
  fastify.get(mine, { ...signedIn, schema: { response: stored } }, async (request, reply) => {
    privateAnswer(reply);
    const progress = await fastify.progress.load(userOf(request));
    return { progress, ...summarize(progress) };
  });

  fastify.post<{ Body: ProgressRecord }>(
    mine,
    {
      ...signedIn,
      onRequest: [fastify.authenticate, fastify.grading.admit],
      schema: { body: ProgressRecordSchema, response: stored },
      bodyLimit: MAX_PROGRESS_RECORD_BYTES,
      preHandler: [writes, refuseProblems],
    },
    async (request, reply) => {
      privateAnswer(reply);
      // Confirming what the record sends is grading work: priced, and done off the event loop.
      const progress = await fastify.progress.merge(userOf(request), request.body, (record, trusted) =>
        fastify.grading.run(request, { kind: 'progressConfirm', record, trusted, bytes: bytesOf(request) }),
      );
      return { progress, ...summarize(progress) };
    },
  );

  fastify.delete(
    mine,
    { ...signedIn, preHandler: writes, schema: { response: responses({ 204: NoContent }) } },
    async (request, reply) => {
      await fastify.progress.remove(userOf(request));
      return reply.code(204).header('Cache-Control', 'private, no-store').send();
    },
  );
}
