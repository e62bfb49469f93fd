import type { Language } from '@qa/shared/catalogue';
import type { GameFind, GameRoundReport, GameRoundStarted, GameTechniqueMissed } from '@qa/shared/game';
import { TECHNIQUE_KEYS } from '@qa/shared/progress';
import { findingText, TECHNIQUES, type Technique } from '../challenges/engine/techniques';
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

/**
 * Per challenge, the missed cases and bugs counted by the technique that finds them (in TECHNIQUES order, only
 * techniques with a miss), named in the request language. Neither a missed item's text nor its number is sent:
 * the progress page's public totals already tell a challenge's techniques, so this gives no rule away.
 */
const missedByTechniqueOf = (
  round: GameRound,
  language: Language,
): NonNullable<GameRoundReport['missedByTechnique']> =>
  Object.fromEntries(
    describeDrawn(round.challenges).map(({ storeName }) => {
      const { definition } = GAME_CHALLENGES.get(storeName)!;
      const found = new Set(round.found[storeName] ?? []);
      const missed = new Map<Technique, { cases: number; bugs: number }>();
      const tally = (items: readonly { technique: Technique }[], kind: 'case' | 'bug') =>
        items.forEach(({ technique }, index) => {
          if (found.has(`${kind}_${index + 1}`)) return;
          const count = missed.get(technique) ?? { cases: 0, bugs: 0 };
          count[kind === 'case' ? 'cases' : 'bugs'] += 1;
          missed.set(technique, count);
        });
      tally(definition.cases, 'case');
      tally(definition.bugs, 'bug');
      const byTechnique = TECHNIQUE_KEYS.flatMap((technique): GameTechniqueMissed[] => {
        const count = missed.get(technique);
        return count ? [{ technique, name: TECHNIQUES[technique][language], ...count }] : [];
      });
      return [storeName, byTechnique];
    }),
  );

/**
 * GET a round: its score, what it found (with texts) and what it missed (counts); once it is over, the misses by
 * technique too. Not before: during play they would say where the points still are.
 */
export const roundReport = (
  round: GameRound,
  now: Date,
  personalBest: number | null,
  language: Language,
): GameRoundReport => {
  const { roundId, startedAt, endsAt, challenges } = startedRound(round);
  const over = now.getTime() >= round.endsAt.getTime();
  return {
    roundId,
    startedAt,
    endsAt,
    over,
    score: round.score,
    challenges,
    found: findsOf(round, language),
    missed: missedOf(round),
    missedByTechnique: over ? missedByTechniqueOf(round, language) : null,
    personalBest,
    unranked: round.unranked,
  };
};
