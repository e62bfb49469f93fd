// Over 300 lines because the Game's eight routes share one round store, one set of budgets and the helpers that
// refuse a body; split by route, each file would repeat that preamble.
import {
  DISPLAY_NAME_LENGTH,
  GAME_API,
  type GameLeaderboard,
  type GamePlayer,
  type GameSubmission,
  type GameSubmissionResult,
} from '@qa/shared/game';
import { MAX_VALUE_LENGTH } from '@qa/shared/catalogue';
import { EmptyFieldsSchema } from '@qa/shared/catalogue/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import Type, { type Static } from 'typebox';
import type { Clock } from '../challenges/support/calendar';
import { evaluate } from '../challenges/engine/evaluate';
import { nameLookKey, nameProblemMessage, normalizePersonName } from '../names/person-name';
import { drawChallenges, GAME_CHALLENGES, resolvePool } from '../game/game-challenges';
import type { GameRound } from '../game/game-repository';
import { weekStartOf } from '../game/iso-week';
import { roundReport, startedRound } from '../game/round-report';
import { keysFound } from '../game/scoring';
import { ERROR_MESSAGES } from '../i18n/error-messages';
import { sendError } from '../plugins/app/error-handler';
import { annotateResult } from '../progress/annotate-result';
import { responses, NoContent } from '../schemas/common';
import {
  GameLeaderboardSchema,
  GamePlayerSchema,
  GameRoundReportSchema,
  GameRoundStartedSchema,
  GameSubmissionResultSchema,
} from '../schemas/game';

/** Budgets per minute, per learner (verified account) and per client address (a class may share one). */
export const ROUND_STARTS_PER_MINUTE = { learner: 20, address: 120 } as const;
export const SUBMISSIONS_PER_MINUTE = { learner: 120, address: 1200 } as const;
export const NAME_CHANGES_PER_MINUTE = { learner: 30, address: 300 } as const;
/** An anonymous round is kept this long after its end: enough to read its result, not to pile up. */
export const ANONYMOUS_ROUND_KEPT_MS = 24 * 60 * 60 * 1000;
/** A signed-in learner's round is kept a year after its end: their personal best is the best of that year. */
export const SIGNED_IN_ROUND_KEPT_MS = 365 * 24 * 60 * 60 * 1000;
export const LEADERBOARD_SIZE = 20;

export interface GameRoutesOptions {
  /** How long a round lasts (GAME_ROUND_SECONDS). */
  roundSeconds: number;
  /** The server's "now": when a round starts and ends, and which week the leaderboard shows. */
  clock: Clock;
  /** GAME_POOL: what rounds draw from (resolvePool); unset: every drawable challenge. */
  pool?: readonly string[];
}

const RoundParams = Type.Object({ roundId: Type.String({ format: 'uuid' }) });
type RoundParams = Static<typeof RoundParams>;

/**
 * A submission names one of the round's challenges and carries what that challenge's form sends to its own
 * route; the payload is then checked against that route's schema (payloadSchema). Nothing else is taken: a
 * `score` or any other field is refused here.
 */
const SubmissionBody = Type.Object(
  {
    storeName: Type.String({ maxLength: 64 }),
    payload: Type.Object(
      {
        first: Type.Optional(Type.String({ maxLength: MAX_VALUE_LENGTH })),
        second: Type.Optional(Type.String({ maxLength: MAX_VALUE_LENGTH })),
        third: Type.Optional(Type.String({ maxLength: MAX_VALUE_LENGTH })),
        expectedResult: Type.Optional(Type.Integer({ minimum: 0 })),
        emptyFields: Type.Optional(EmptyFieldsSchema),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** The length is checked after trimming (person-name.ts); this bound only keeps a hostile body small. */
const DisplayNameBody = Type.Object(
  { displayName: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);

/**
 * A round is started and finished with no body (or `{}`): nothing a client says shapes it, and a field such as
 * `score` is refused rather than ignored. A hook, since a body schema would also refuse the request that sends
 * none.
 */
const refuseBody =
  (action: 'started' | 'finished') => async (request: FastifyRequest, reply: FastifyReply) => {
    const { body } = request;
    const empty =
      body === undefined ||
      (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0);
    if (!empty) {
      return sendError(
        reply,
        400,
        `${ERROR_MESSAGES.invalidRequest[request.language]} body: a round is ${action} without a body`,
      );
    }
  };

/** A payload its challenge's form could not send, reported like any body that fails its schema (400). */
const invalidPayload = (problems: readonly FastifySchemaValidationError[]) =>
  Object.assign(new Error('The payload does not fit the challenge'), {
    statusCode: 400,
    validation: problems.map((problem) => ({ ...problem, instancePath: `/payload${problem.instancePath}` })),
  });

const privateAnswer = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');

/** Competition ranking: equal scores share a rank and the next rank counts everyone above (1, 2, 2, 4). */
const ranked = (rows: readonly { displayName: string; score: number }[]): GameLeaderboard['entries'] =>
  // The rows come best first, so the first row with a score is the one everyone above it counts from.
  rows.map((row) => ({ rank: rows.findIndex((other) => other.score === row.score) + 1, ...row }));

/**
 * The Game: timed rounds of challenges drawn at random, every submission judged here by the
 * challenge's own evaluator, the score kept here. No call takes a score from the browser. A round started
 * signed in belongs to that learner (anyone else is told it does not exist); an anonymous round to whoever holds
 * its id, a random uuid.
 */
export default async function gameRoutes(
  fastify: FastifyInstance,
  { roundSeconds, clock, pool }: GameRoutesOptions,
) {
  const drawable = resolvePool(pool);
  const maybeSignedIn = { onRequest: fastify.identifyIfSent };
  const signedIn = { onRequest: fastify.authenticate };

  /** The round, if the caller may see it; a round of another learner is answered as if it did not exist. */
  const roundOf = async (
    request: FastifyRequest<{ Params: RoundParams }>,
  ): Promise<GameRound | undefined> => {
    const round = await fastify.game.findRound(request.params.roundId);
    if (!round || (round.learner !== null && round.learner !== request.identity?.uid)) return undefined;
    return round;
  };
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(reply, 404, ERROR_MESSAGES.gameRoundNotFound[request.language]);
  const roundOver = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(reply, 409, ERROR_MESSAGES.gameRoundOver[request.language]);

  /**
   * A round is kept with its start and end only, and finishing moves the end to the moment it was asked: a round
   * that lasted less than this server's rounds last was finished early (the clock ends one at its full length).
   */
  const finishedEarly = (round: GameRound) =>
    round.endsAt.getTime() - round.startedAt.getTime() < roundSeconds * 1000;

  /** The report the caller reads: with their personal best when signed in. */
  const reportFor = async (request: FastifyRequest, round: GameRound, now: Date) => {
    const learner = request.identity?.uid;
    const personalBest = learner === undefined ? null : await fastify.game.personalBest(learner, now);
    return roundReport(round, now, personalBest, request.language);
  };

  // A finish writes into a round as a submission does, so both spend the same budget.
  const roundWrites = fastify.budgets.route('game-submissions', SUBMISSIONS_PER_MINUTE);

  const player = async (learner: string): Promise<GamePlayer> => ({
    displayName: await fastify.game.displayName(learner),
    personalBest: await fastify.game.personalBest(learner, clock()),
  });

  fastify.post(
    `/${GAME_API.rounds}`,
    {
      ...maybeSignedIn,
      preValidation: refuseBody('started'),
      preHandler: fastify.budgets.route('game-round-starts', ROUND_STARTS_PER_MINUTE),
      schema: { response: responses({ 201: GameRoundStartedSchema }) },
      config: { signInMessage: 'invalidToken' },
    },
    async (request, reply) => {
      const startedAt = clock();
      const { identity } = request;
      // Only a confirmed address ranks: an account made up by a script has none.
      const confirmed = identity?.claims.email_verified === true;
      const round = await fastify.game.startRound(
        {
          learner: identity?.uid ?? null,
          startedAt,
          endsAt: new Date(startedAt.getTime() + roundSeconds * 1000),
          challenges: drawChallenges(drawable),
          unranked: identity && !confirmed ? 'emailNotConfirmed' : null,
        },
        {
          anonymous: new Date(startedAt.getTime() - ANONYMOUS_ROUND_KEPT_MS),
          signedIn: new Date(startedAt.getTime() - SIGNED_IN_ROUND_KEPT_MS),
        },
      );
      privateAnswer(reply);
      return reply.code(201).send(startedRound(round));
    },
  );

  fastify.post<{ Params: RoundParams; Body: GameSubmission }>(
    `/${GAME_API.rounds}/:roundId/submissions`,
    {
      ...maybeSignedIn,
      schema: {
        params: RoundParams,
        body: SubmissionBody,
        response: responses({ 200: GameSubmissionResultSchema }),
      },
      preHandler: roundWrites,
      config: { signInMessage: 'invalidToken' },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const round = await roundOf(request);
      if (!round) return notFound(request, reply);
      if (clock().getTime() >= round.endsAt.getTime()) return roundOver(request, reply);
      const { storeName, payload } = request.body;
      const game = round.challenges.includes(storeName) ? GAME_CHALLENGES.get(storeName) : undefined;
      if (!game) return sendError(reply, 400, ERROR_MESSAGES.gameChallengeNotInRound[request.language]);
      if (!game.payload.Check(payload)) throw invalidPayload(game.payload.Errors(payload));

      // Judged exactly as the challenge's own route judges it, answer annotations included.
      const result = annotateResult(
        game.definition,
        payload,
        evaluate(game.definition, payload, request.language),
      );
      const outcome = await fastify.game.recordSubmission(round.id, storeName, keysFound(result), clock());
      if (!outcome) return notFound(request, reply);
      if (outcome.over) return roundOver(request, reply);
      const answer: GameSubmissionResult = {
        result,
        scored: outcome.scored,
        score: outcome.round.score,
        endsAt: outcome.round.endsAt.toISOString(),
      };
      return answer;
    },
  );

  fastify.get<{ Params: RoundParams }>(
    `/${GAME_API.rounds}/:roundId`,
    {
      ...maybeSignedIn,
      schema: { params: RoundParams, response: responses({ 200: GameRoundReportSchema }) },
      config: { signInMessage: 'invalidToken' },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const round = await roundOf(request);
      if (!round) return notFound(request, reply);
      return reportFor(request, round, clock());
    },
  );

  /**
   * Finish a round early: its end becomes now, so later submissions are refused as after any end, and it ranks
   * and counts for the personal best as any ended round. Finishing it again answers the same report; a round the
   * clock ended is over already (409), another learner's does not exist (404).
   */
  fastify.post<{ Params: RoundParams }>(
    `/${GAME_API.rounds}/:roundId/finish`,
    {
      ...maybeSignedIn,
      preValidation: refuseBody('finished'),
      preHandler: roundWrites,
      schema: { params: RoundParams, response: responses({ 200: GameRoundReportSchema }) },
      config: { signInMessage: 'invalidToken' },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const round = await roundOf(request);
      if (!round) return notFound(request, reply);
      const now = clock();
      const finished = await fastify.game.finishRound(round.id, now);
      if (!finished) return notFound(request, reply);
      if (!finishedEarly(finished)) return roundOver(request, reply);
      return reportFor(request, finished, now);
    },
  );

  const mine = `/${GAME_API.mine}`;
  const nameChanges = fastify.budgets.route('game-name-changes', NAME_CHANGES_PER_MINUTE);
  const forGame = { signInMessage: 'signInForGame' as const };
  const playerAnswer = responses({ 200: GamePlayerSchema });

  fastify.get(
    mine,
    { ...signedIn, config: forGame, schema: { response: playerAnswer } },
    async (request, reply) => {
      privateAnswer(reply);
      return player(request.identity!.uid);
    },
  );

  fastify.put<{ Body: { displayName: string } }>(
    mine,
    {
      ...signedIn,
      schema: { body: DisplayNameBody, response: playerAnswer },
      preHandler: nameChanges,
      config: forGame,
    },
    async (request, reply) => {
      privateAnswer(reply);
      const named = normalizePersonName(request.body.displayName, DISPLAY_NAME_LENGTH);
      if ('problem' in named) {
        const message = nameProblemMessage(named.problem, 'invalidDisplayName');
        return sendError(reply, 400, ERROR_MESSAGES[message][request.language]);
      }
      const learner = request.identity!.uid;
      const saved = await fastify.game.setDisplayName(learner, named.name, nameLookKey(named.name), clock());
      if (saved === 'taken') return sendError(reply, 409, ERROR_MESSAGES.displayNameTaken[request.language]);
      return player(learner);
    },
  );

  fastify.delete(
    mine,
    {
      ...signedIn,
      preHandler: nameChanges,
      config: forGame,
      schema: { response: responses({ 204: NoContent }) },
    },
    async (request, reply) => {
      await fastify.game.forget(request.identity!.uid);
      return privateAnswer(reply).code(204).send();
    },
  );

  fastify.get(
    `/${GAME_API.leaderboard}`,
    { schema: { response: responses({ 200: GameLeaderboardSchema }) } },
    async (_request, reply) => {
      const now = clock();
      const weekStart = weekStartOf(now);
      const rows = await fastify.game.leaderboard(weekStart, now, LEADERBOARD_SIZE);
      // The same for everyone and soon stale: a few seconds of caching spare the database a class's refreshes.
      reply.header('Cache-Control', 'public, max-age=10');
      const answer: GameLeaderboard = { weekStart: weekStart.toISOString(), entries: ranked(rows) };
      return answer;
    },
  );
}
