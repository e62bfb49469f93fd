import Type, { type Static } from 'typebox';
import {
  ChallengeResultSchema,
  ChallengeGroupSchema,
  Instant,
  TechniqueSchema,
} from '../catalogue/answerSchemas';

/**
 * The Game's answers as TypeBox schemas: the API's routes answer with them (and the OpenAPI document shows
 * them), the page checks every answer against them, and the types below are read from them, so the two sides
 * cannot drift.
 */

const Score = Type.Integer({ minimum: 0 });
const PersonalBest = Type.Union([Score, Type.Null()]);

/** A drawn challenge: where it lives in the catalogue and how much it holds (counts only, never a case's text). */
export const GameChallengeSchema = Type.Object({
  storeName: Type.String(),
  type: ChallengeGroupSchema,
  key: Type.String(),
  fieldCount: Type.Enum([1, 2, 3]),
  cases: Type.Integer(),
  bugs: Type.Integer(),
});

/**
 * Why a signed-in round is kept off the leaderboard: the account's email address was not confirmed when it
 * started, its learner opened an answer or a hint of a drawn challenge that week (before or during it), or its
 * submissions came faster than a person makes them.
 */
export const GameUnrankedSchema = Type.Enum(['emailNotConfirmed', 'answersOpened', 'tooFast']);

/** POST rounds. Times are ISO 8601 of the server's clock. */
export const GameRoundStartedSchema = Type.Object({
  roundId: Type.String({ format: 'uuid' }),
  startedAt: Instant,
  endsAt: Instant,
  durationSeconds: Type.Integer(),
  challenges: Type.Array(GameChallengeSchema),
});

/** POST submissions. */
export const GameSubmissionResultSchema = Type.Object({
  /** What the challenge's own route answers for the payload. */
  result: ChallengeResultSchema,
  /** Points this submission added: 0 when it found nothing new in this round. */
  scored: Score,
  /** The round's score after it. */
  score: Score,
  endsAt: Instant,
});

/** A case or bug the round found (`case_{n}` or `bug_{n}`), with its text in the request language. */
export const GameFindSchema = Type.Object({
  storeName: Type.String(),
  key: Type.String(),
  text: Type.String(),
});

/**
 * How many cases and bugs of one test design technique a round did not find in one challenge: counts only, and
 * the technique's name in the request language, as the challenge and progress pages name it.
 */
export const GameTechniqueMissedSchema = Type.Object({
  technique: TechniqueSchema,
  name: Type.String(),
  cases: Type.Integer({ minimum: 0 }),
  bugs: Type.Integer({ minimum: 0 }),
});

/** GET a round, and POST finish. */
export const GameRoundReportSchema = Type.Object({
  roundId: Type.String({ format: 'uuid' }),
  startedAt: Instant,
  endsAt: Instant,
  over: Type.Boolean(),
  score: Score,
  challenges: Type.Array(GameChallengeSchema),
  found: Type.Array(GameFindSchema),
  /** Per drawn challenge, how many cases and bugs the round did not find: counts only. */
  missed: Type.Record(Type.String(), Type.Object({ cases: Type.Integer(), bugs: Type.Integer() })),
  /**
   * Once the round is over, per drawn challenge what it did not find by technique (only techniques with a miss);
   * null while it runs, since the techniques still open would point at the answers during play.
   */
  missedByTechnique: Type.Union([
    Type.Record(Type.String(), Type.Array(GameTechniqueMissedSchema)),
    Type.Null(),
  ]),
  /** The signed-in caller's best score over finished rounds; null signed out or before a first finished round. */
  personalBest: PersonalBest,
  /** Why this signed-in round is not on the leaderboard; null when it is ranked (or anonymous). */
  unranked: Type.Union([GameUnrankedSchema, Type.Null()]),
});

/** GET and PUT me. `displayName` is null until the learner chooses one; without it they are not ranked. */
export const GamePlayerSchema = Type.Object({
  displayName: Type.Union([Type.String(), Type.Null()]),
  personalBest: PersonalBest,
});

/** Equal scores share a rank (1, 2, 2, 4). */
export const LeaderboardEntrySchema = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  displayName: Type.String(),
  score: Score,
});

/** GET leaderboard: at most 20 entries, best first, since Monday 00:00 UTC of the current ISO week. */
export const GameLeaderboardSchema = Type.Object({
  weekStart: Instant,
  entries: Type.Array(LeaderboardEntrySchema),
});

export type GameChallenge = Static<typeof GameChallengeSchema>;
export type GameUnranked = Static<typeof GameUnrankedSchema>;
export type GameRoundStarted = Static<typeof GameRoundStartedSchema>;
export type GameSubmissionResult = Static<typeof GameSubmissionResultSchema>;
export type GameFind = Static<typeof GameFindSchema>;
export type GameTechniqueMissed = Static<typeof GameTechniqueMissedSchema>;
export type GameRoundReport = Static<typeof GameRoundReportSchema>;
export type GamePlayer = Static<typeof GamePlayerSchema>;
export type LeaderboardEntry = Static<typeof LeaderboardEntrySchema>;
export type GameLeaderboard = Static<typeof GameLeaderboardSchema>;
