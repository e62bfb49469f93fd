import type { Language } from '@qa/shared/catalogue';
import type { GameFind, GameRoundReport, GameRoundStarted } from '@qa/shared/game';
import { findingText } from '../challenges/engine/techniques';
import { answerKeyParts, findingOf } from '../progress/techniques-found';
import { GAME_CHALLENGES, describeDrawn } from './game-challenges';
import type { GameRound } from './game-repository';

/** What the page needs to play a round it has just started. */
export const startedRound = (round: GameRound): GameRoundStarted => ({
  roundId: round.id,
  startedAt: round.startedAt.toISOString(),
  endsAt: round.endsAt.toISOString(),
  durationSeconds: Math.round((round.endsAt.getTime() - round.startedAt.getTime()) / 1000),
  challenges: describeDrawn(round.challenges),
});

/** The text of each case and bug the round found, in the request language, challenge by challenge. */
const findsOf = (round: GameRound, language: Language): GameFind[] =>
  round.challenges.flatMap((storeName) => {
    const definition = GAME_CHALLENGES.get(storeName)?.definition;
    if (!definition) return [];
    return (round.found[storeName] ?? []).flatMap((key) => {
      const finding = findingOf(definition, key);
      return finding ? [{ storeName, key, text: findingText(finding, language) }] : [];
    });
  });

/** Per challenge, how many cases and bugs are still hidden: counts only, so a missed case keeps its secret. */
const missedOf = (round: GameRound): GameRoundReport['missed'] =>
  Object.fromEntries(
    describeDrawn(round.challenges).map(({ storeName, cases, bugs }) => {
      const kinds = (round.found[storeName] ?? []).map((key) => answerKeyParts(key)?.[0]);
      const count = (kind: 'case' | 'bug') => kinds.filter((found) => found === kind).length;
      return [storeName, { cases: cases - count('case'), bugs: bugs - count('bug') }];
    }),
  );

/** GET a round: its score, what it found (with texts) and what it missed (counts). */
export const roundReport = (
  round: GameRound,
  now: Date,
  personalBest: number | null,
  language: Language,
): GameRoundReport => {
  const { roundId, startedAt, endsAt, challenges } = startedRound(round);
  return {
    roundId,
    startedAt,
    endsAt,
    over: now.getTime() >= round.endsAt.getTime(),
    score: round.score,
    challenges,
    found: findsOf(round, language),
    missed: missedOf(round),
    personalBest,
    unranked: round.unranked,
  };
};
