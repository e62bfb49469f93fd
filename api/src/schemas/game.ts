import type {
  GameChallenge,
  GameFind,
  GameLeaderboard,
  GamePlayer,
  GameRoundReport,
  GameRoundStarted,
  GameSubmissionResult,
  GameTechniqueMissed,
  GameUnranked,
  LeaderboardEntry,
} from '@qa/shared/game';
import Type from 'typebox';
import { objectOf } from './contract';
import { ChallengeResultSchema, ChallengeTypeSchema } from './challenges';
import { Instant, TechniqueSchema } from './common';

const UNRANKED: GameUnranked[] = ['emailNotConfirmed', 'answersOpened'];

const Score = Type.Integer({ minimum: 0 });
const PersonalBest = Type.Union([Score, Type.Null()]);

const GameChallengeSchema = objectOf<GameChallenge>()({
  storeName: Type.String(),
  type: ChallengeTypeSchema,
  key: Type.String(),
  fieldCount: Type.Enum([1, 2, 3]),
  cases: Type.Integer(),
  bugs: Type.Integer(),
});

/** POST rounds. */
export const GameRoundStartedSchema = objectOf<GameRoundStarted>()({
  roundId: Type.String({ format: 'uuid' }),
  startedAt: Instant,
  endsAt: Instant,
  durationSeconds: Type.Integer(),
  challenges: Type.Array(GameChallengeSchema),
});

/** POST submissions. */
export const GameSubmissionResultSchema = objectOf<GameSubmissionResult>()({
  result: ChallengeResultSchema,
  scored: Score,
  score: Score,
  endsAt: Instant,
});

const GameTechniqueMissedSchema = objectOf<GameTechniqueMissed>()({
  technique: TechniqueSchema,
  name: Type.String(),
  cases: Type.Integer({ minimum: 0 }),
  bugs: Type.Integer({ minimum: 0 }),
});

/** GET a round, and POST finish. */
export const GameRoundReportSchema = objectOf<GameRoundReport>()({
  roundId: Type.String({ format: 'uuid' }),
  startedAt: Instant,
  endsAt: Instant,
  over: Type.Boolean(),
  score: Score,
  challenges: Type.Array(GameChallengeSchema),
  found: Type.Array(
    objectOf<GameFind>()({ storeName: Type.String(), key: Type.String(), text: Type.String() }),
  ),
  missed: Type.Record(Type.String(), Type.Object({ cases: Type.Integer(), bugs: Type.Integer() })),
  missedByTechnique: Type.Union([
    Type.Record(Type.String(), Type.Array(GameTechniqueMissedSchema)),
    Type.Null(),
  ]),
  personalBest: PersonalBest,
  unranked: Type.Union([Type.Enum(UNRANKED), Type.Null()]),
});

/** GET and PUT me. */
export const GamePlayerSchema = objectOf<GamePlayer>()({
  displayName: Type.Union([Type.String(), Type.Null()]),
  personalBest: PersonalBest,
});

/** GET leaderboard. */
export const GameLeaderboardSchema = objectOf<GameLeaderboard>()({
  weekStart: Instant,
  entries: Type.Array(
    objectOf<LeaderboardEntry>()({
      rank: Type.Integer({ minimum: 1 }),
      displayName: Type.String(),
      score: Score,
    }),
  ),
});
