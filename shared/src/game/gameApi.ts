import type { ChallengePayload } from '../catalogue';

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

/** The body of POST submissions: the payload is what the challenge's own form sends to its route. */
export interface GameSubmission {
  storeName: string;
  payload: Omit<ChallengePayload, 'caseNumber'>;
}

// The answers' types are read from their schemas.
export type {
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
} from './gameSchemas';
