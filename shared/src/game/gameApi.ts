import type { ChallengePayload, ChallengeResult, ChallengeType } from '../catalogue';
import type { Technique } from '../progress/techniques';

/**
 * The Game's API, shared by the server and the page: addresses without a leading slash like the
 * challenge paths, the bodies the page sends and the answers it reads. The server judges every submission and
 * keeps the score; no call takes a score from the browser.
 */
export const GAME_API = {
  /** POST: start a round (signed in or not). */
  rounds: 'api/game/v1/rounds',
  /**
   * GET the signed-in learner's display name and personal best; PUT `{ displayName }` to choose the name;
   * DELETE their rounds and name (the dashboard's delete of what is kept with the account).
   */
  mine: 'api/game/v1/me',
  /** GET: this ISO week's best scores of the learners who chose a display name (public). */
  leaderboard: 'api/game/v1/leaderboard',
} as const;

/** GET: the round's score, what it found and missed. */
export const gameRoundPath = (roundId: string): string => `${GAME_API.rounds}/${encodeURIComponent(roundId)}`;

/** POST a submission (`GameSubmission`) to one of the round's challenges. */
export const gameSubmissionsPath = (roundId: string): string => `${gameRoundPath(roundId)}/submissions`;

/**
 * POST without a body: ends the round now, for good; the answer is its report (`GameRoundReport`). Finishing it
 * again answers the same report; a round the clock ended cannot be finished (409).
 */
export const gameFinishPath = (roundId: string): string => `${gameRoundPath(roundId)}/finish`;

/**
 * The first runtime contract whose mode remotes take `ChallengePageProps.round`: the Game shows a challenge of
 * an older remote as unavailable rather than as a practice page that would post outside the round.
 */
export const ROUND_CONTRACT_VERSION = '3.4.0';

/** How long a round lasts unless the API is told otherwise (its GAME_ROUND_SECONDS). */
export const DEFAULT_ROUND_SECONDS = 300;

/** Points for each case or bug a round finds for the first time; finding it again adds nothing. */
export const GAME_POINTS = { case: 10, bug: 20 } as const;

/** A display name's length, counted in characters after trimming. */
export const DISPLAY_NAME_LENGTH = { min: 2, max: 24 } as const;

/** A drawn challenge: where it lives in the catalogue and how much it holds (counts only, never a case's text). */
export interface GameChallenge {
  storeName: string;
  type: ChallengeType;
  key: string;
  fieldCount: 1 | 2 | 3;
  cases: number;
  bugs: number;
}

/**
 * Why a signed-in round is kept off the leaderboard: the account's email address was not confirmed when it
 * started, or its learner opened an answer or a hint of a drawn challenge during it.
 */
export type GameUnranked = 'emailNotConfirmed' | 'answersOpened';

/** The answer of POST rounds. */
export interface GameRoundStarted {
  roundId: string;
  /** ISO 8601 times of the server's clock. */
  startedAt: string;
  endsAt: string;
  durationSeconds: number;
  challenges: GameChallenge[];
}

/** The body of POST submissions: the payload is what the challenge's own form sends to its route. */
export interface GameSubmission {
  storeName: string;
  payload: Omit<ChallengePayload, 'caseNumber'>;
}

/** The answer of POST submissions. */
export interface GameSubmissionResult {
  /** What the challenge's own route answers for the payload. */
  result: ChallengeResult;
  /** Points this submission added: 0 when it found nothing new in this round. */
  scored: number;
  /** The round's score after it. */
  score: number;
  endsAt: string;
}

/** A case or bug the round found, with its text in the request language. */
export interface GameFind {
  storeName: string;
  /** `case_{n}` or `bug_{n}`. */
  key: string;
  text: string;
}

/** How many cases and bugs of one test design technique a round did not find in one challenge: counts only. */
export interface GameTechniqueMissed {
  technique: Technique;
  /** The technique's name in the request language, as the challenge and progress pages name it. */
  name: string;
  cases: number;
  bugs: number;
}

/** The answer of GET a round (and of finishing it). */
export interface GameRoundReport {
  roundId: string;
  startedAt: string;
  endsAt: string;
  over: boolean;
  score: number;
  challenges: GameChallenge[];
  found: GameFind[];
  /** Per drawn challenge, how many cases and bugs the round did not find: counts only. */
  missed: Record<string, { cases: number; bugs: number }>;
  /**
   * Once the round is over, per drawn challenge what it did not find by technique (only techniques with a miss);
   * null while it runs, since the techniques still open would point at the answers during play.
   */
  missedByTechnique: Record<string, GameTechniqueMissed[]> | null;
  /** The signed-in caller's best score over finished rounds; null signed out or before a first finished round. */
  personalBest: number | null;
  /** Why this signed-in round is not on the leaderboard; null when it is ranked (or anonymous). */
  unranked: GameUnranked | null;
}

/** The answer of GET and PUT me. */
export interface GamePlayer {
  /** null until the learner chooses one; without it they are not on the leaderboard. */
  displayName: string | null;
  personalBest: number | null;
}

export interface LeaderboardEntry {
  /** Equal scores share a rank (1, 2, 2, 4). */
  rank: number;
  displayName: string;
  score: number;
}

/** The answer of GET leaderboard: at most 20 entries, best first. */
export interface GameLeaderboard {
  /** Monday 00:00 UTC of the current ISO week, ISO 8601. */
  weekStart: string;
  entries: LeaderboardEntry[];
}
