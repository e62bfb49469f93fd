import { useCallback, useMemo, useState } from 'react';
import type { ChallengeResult, ChallengeRound } from '@qa/shared';
import type { GameChallenge, GameRoundStarted } from '@qa/shared/game';
import { toHttpError } from '@qa/shared/api';
import { serverMessage } from '../common/serverMessage';
import { useStartRoundMutation, useSubmitToRoundMutation } from './gameApi';

/** What the last scoring submission found, for the page to announce. */
export interface Scored {
  points: number;
  kind: 'case' | 'bug';
}

export interface PlayingRound {
  round: GameRoundStarted;
  /** The round's end on this browser's clock. */
  deadline: number;
  score: number;
  /** Answer keys found so far, per challenge (`case_1`, `bug_2`). */
  found: Readonly<Record<string, readonly string[]>>;
  lastScored?: Scored;
}

export type GamePhase =
  | { phase: 'ready' }
  | { phase: 'starting' }
  | { phase: 'failed'; reason?: string }
  | ({ phase: 'playing' } & PlayingRound)
  | { phase: 'over'; roundId: string };

const keysOf = (result: ChallengeResult): string[] => [
  ...(typeof result.caseIndex === 'number' ? [`case_${result.caseIndex}`] : []),
  ...(typeof result.bugIndex === 'number' ? [`bug_${result.bugIndex}`] : []),
];

/**
 * A Game round on this page: starts it, hands each drawn challenge the binding that has the
 * server judge its submissions, and keeps the score the server answers. The score is only ever the server's.
 */
export const useGameRound = () => {
  const [state, setState] = useState<GamePhase>({ phase: 'ready' });
  const [startRound] = useStartRoundMutation();
  const [submitToRound] = useSubmitToRoundMutation();

  const start = useCallback(async () => {
    setState({ phase: 'starting' });
    try {
      const round = await startRound().unwrap();
      // Counted from the answer's arrival, so this clock never ends before the server's: a late submission
      // is refused by the server with its own message rather than cut short here.
      const duration = Date.parse(round.endsAt) - Date.parse(round.startedAt);
      setState({ phase: 'playing', round, deadline: Date.now() + duration, score: 0, found: {} });
    } catch (error) {
      setState({ phase: 'failed', reason: serverMessage(error) });
    }
  }, [startRound]);

  const judge = useCallback(
    (id: string, challenge: GameChallenge): ChallengeRound['submit'] =>
      async (payload) => {
        // The page kit reads the client's HttpError of a refused submission.
        const answer = await submitToRound({ roundId: id, storeName: challenge.storeName, payload })
          .unwrap()
          .catch((error: unknown) => {
            throw toHttpError(error);
          });
        setState((current) => {
          if (current.phase !== 'playing' || current.round.roundId !== id) return current;
          const found = new Set([...(current.found[challenge.storeName] ?? []), ...keysOf(answer.result)]);
          const scored: Scored | undefined =
            answer.scored > 0
              ? {
                  points: answer.scored,
                  kind: typeof answer.result.bugIndex === 'number' ? 'bug' : 'case',
                }
              : undefined;
          return {
            ...current,
            // Answers may come back out of order: the score only grows.
            score: Math.max(current.score, answer.score),
            found: { ...current.found, [challenge.storeName]: [...found] },
            lastScored: scored ?? current.lastScored,
          };
        });
        return answer.result;
      },
    [submitToRound],
  );

  // The round object stays the same while its score changes, so the bindings (and the challenges) do too.
  const playing = state.phase === 'playing' ? state.round : undefined;
  /** One binding per drawn challenge of the round being played. */
  const rounds = useMemo(
    (): Record<string, ChallengeRound> =>
      playing
        ? Object.fromEntries(
            playing.challenges.map((challenge) => [
              challenge.storeName,
              { id: playing.roundId, submit: judge(playing.roundId, challenge) },
            ]),
          )
        : {},
    [playing, judge],
  );

  const end = useCallback(() => {
    setState((current) =>
      current.phase === 'playing' ? { phase: 'over', roundId: current.round.roundId } : current,
    );
  }, []);

  return { state, start, end, rounds };
};
