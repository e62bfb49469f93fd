import { http, isPlainObject, type ChallengePayload } from '@qa/shared';
import {
  GAME_API,
  gameFinishPath,
  gameRoundPath,
  gameSubmissionsPath,
  type GameLeaderboard,
  type GamePlayer,
  type GameRoundReport,
  type GameRoundStarted,
  type GameSubmissionResult,
} from '@qa/shared/game';

/**
 * The Game's calls. Each sends the identity token when someone is signed in (`auth`), so a round
 * started signed in is theirs; without one it is anonymous. Each rejects when the call fails or the answer is
 * not what the API describes, so a page never reads a field that is not there.
 */

const answerOf = <T>(answer: unknown, fits: (value: Record<string, unknown>) => boolean): T => {
  if (!isPlainObject(answer) || !fits(answer)) throw new Error('unreadable Game answer');
  return answer as T;
};

const isNumberOrNull = (value: unknown) => value === null || typeof value === 'number';

export const startRound = async (): Promise<GameRoundStarted> =>
  answerOf(
    await http.post<unknown>(GAME_API.rounds, undefined, { auth: true }),
    (round) =>
      typeof round.roundId === 'string' &&
      typeof round.startedAt === 'string' &&
      typeof round.endsAt === 'string' &&
      Array.isArray(round.challenges),
  );

/** One submission of the round's challenge `storeName`; no overlay, since the page shows its own progress. */
export const submitToRound = async (
  roundId: string,
  storeName: string,
  payload: ChallengePayload,
): Promise<GameSubmissionResult> => {
  // A guided step number is no part of a round's payload: the Game draws no guided challenge.
  const { caseNumber: _unused, ...sent } = payload;
  return answerOf(
    await http.post<unknown>(gameSubmissionsPath(roundId), { storeName, payload: sent }, { auth: true }),
    (answer) =>
      isPlainObject(answer.result) && typeof answer.scored === 'number' && typeof answer.score === 'number',
  );
};

const isReport = (report: Record<string, unknown>) =>
  typeof report.score === 'number' &&
  Array.isArray(report.found) &&
  isPlainObject(report.missed) &&
  (report.missedByTechnique === null || isPlainObject(report.missedByTechnique)) &&
  isNumberOrNull(report.personalBest);

export const fetchReport = async (roundId: string): Promise<GameRoundReport> =>
  answerOf(await http.get<unknown>(gameRoundPath(roundId), { auth: true }), isReport);

/** Ends the round now, for good; the server refuses a round its clock ended (409) and answers the report. */
export const finishRound = async (roundId: string): Promise<GameRoundReport> =>
  answerOf(await http.post<unknown>(gameFinishPath(roundId), undefined, { auth: true }), isReport);

const isPlayer = (player: Record<string, unknown>) =>
  (player.displayName === null || typeof player.displayName === 'string') &&
  isNumberOrNull(player.personalBest);

/** Signed in only. */
export const fetchPlayer = async (): Promise<GamePlayer> =>
  answerOf(await http.get<unknown>(GAME_API.mine, { auth: true, background: true }), isPlayer);

/** Signed in only; the server refuses a name it cannot show (400, with a localized message). */
export const saveDisplayName = async (displayName: string): Promise<GamePlayer> =>
  answerOf(await http.put<unknown>(GAME_API.mine, { displayName }, { auth: true }), isPlayer);

export const fetchLeaderboard = async (): Promise<GameLeaderboard> =>
  answerOf(
    await http.get<unknown>(GAME_API.leaderboard, { background: true }),
    (board) => typeof board.weekStart === 'string' && Array.isArray(board.entries),
  );
