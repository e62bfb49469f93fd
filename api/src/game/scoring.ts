import type { ChallengeResult } from '@qa/shared/catalogue';
import { GAME_POINTS } from '@qa/shared/game';
import { answerKeyParts } from '../progress/techniques-found';

/** The answer keys (`case_n`, `bug_n`) a judged submission found, as the progress record names them. */
export const keysFound = ({ caseIndex, bugIndex }: ChallengeResult): string[] => [
  ...(caseIndex ? [`case_${caseIndex}`] : []),
  ...(bugIndex ? [`bug_${bugIndex}`] : []),
];

/** What an answer key is worth the first time a round finds it (GAME_POINTS: a planted bug is worth more). */
export const pointsOf = (key: string): number => {
  const [kind] = answerKeyParts(key) ?? [];
  return kind ? GAME_POINTS[kind] : 0;
};

/** A round's score from what it found: what the server saw, never a number a client sent. */
export const scoreOf = (found: Readonly<Record<string, readonly string[]>>): number =>
  Object.values(found)
    .flat()
    .reduce((sum, key) => sum + pointsOf(key), 0);
