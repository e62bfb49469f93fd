import type { ChallengePayload } from '@qa/shared';
import { api, checkedBy } from '@qa/shared/api';
import { GAME_API, gameFinishPath, gameRoundPath, gameSubmissionsPath } from '@qa/shared/game';
import {
  GameLeaderboardSchema,
  GamePlayerSchema,
  GameRoundReportSchema,
  GameRoundStartedSchema,
  GameSubmissionResultSchema,
  type GameLeaderboard,
  type GamePlayer,
  type GameRoundReport,
  type GameRoundStarted,
  type GameSubmissionResult,
} from '@qa/shared/game/schema';

/**
 * The Game's calls. Each sends the identity token when someone is signed in (`auth`), so a round started signed
 * in is theirs; without one it is anonymous. Every answer is checked against the schema the API answers with.
 */
export const gameApi = api.injectEndpoints({
  endpoints: (build) => ({
    startRound: build.mutation<GameRoundStarted, void>({
      query: () => ({ method: 'POST', path: GAME_API.rounds, auth: true }),
      responseSchema: checkedBy(GameRoundStartedSchema),
    }),
    /** One submission of a drawn challenge; the page shows its own progress. */
    submitToRound: build.mutation<
      GameSubmissionResult,
      { roundId: string; storeName: string; payload: ChallengePayload }
    >({
      query: ({ roundId, storeName, payload }) => {
        // A guided step number is no part of a round's payload: the Game draws no guided challenge.
        const { caseNumber: _unused, ...sent } = payload;
        return {
          method: 'POST',
          path: gameSubmissionsPath(roundId),
          body: { storeName, payload: sent },
          auth: true,
        };
      },
      responseSchema: checkedBy(GameSubmissionResultSchema),
    }),
    roundReport: build.query<GameRoundReport, string>({
      query: (roundId) => ({ path: gameRoundPath(roundId), auth: true }),
      responseSchema: checkedBy(GameRoundReportSchema),
    }),
    /** Ends the round now, for good; the server refuses a round its clock ended (409) and answers the report. */
    finishRound: build.mutation<GameRoundReport, string>({
      query: (roundId) => ({ method: 'POST', path: gameFinishPath(roundId), auth: true }),
      responseSchema: checkedBy(GameRoundReportSchema),
      // A finished round has a new personal best and may enter the week's board.
      invalidatesTags: (report) => (report ? ['Leaderboard', 'GamePlayer'] : []),
    }),
    /** Signed in only. */
    player: build.query<GamePlayer, void>({
      query: () => ({ path: GAME_API.mine, auth: true, background: true }),
      responseSchema: checkedBy(GamePlayerSchema),
      providesTags: ['GamePlayer'],
    }),
    /** Signed in only; the server refuses a name it cannot show (400, with a localized message). */
    saveDisplayName: build.mutation<GamePlayer, string>({
      query: (displayName) => ({ method: 'PUT', path: GAME_API.mine, body: { displayName }, auth: true }),
      responseSchema: checkedBy(GamePlayerSchema),
      // The answer is the player as stored: it replaces the read one instead of asking again.
      onQueryStarted: (_name, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(
          ({ data }) => void dispatch(gameApi.util.upsertQueryData('player', undefined, data)),
          // A refusal is the form's to show; the stored name has not changed.
          () => undefined,
        ),
      invalidatesTags: (saved) => (saved ? ['Leaderboard'] : []),
    }),
    leaderboard: build.query<GameLeaderboard, void>({
      query: () => ({ path: GAME_API.leaderboard, background: true }),
      responseSchema: checkedBy(GameLeaderboardSchema),
      providesTags: ['Leaderboard'],
    }),
  }),
});

export const {
  useStartRoundMutation,
  useSubmitToRoundMutation,
  useRoundReportQuery,
  useFinishRoundMutation,
  usePlayerQuery,
  useSaveDisplayNameMutation,
  useLeaderboardQuery,
} = gameApi;
