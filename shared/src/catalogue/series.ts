import { CHALLENGES } from './challenges';
import { CHALLENGE_TYPES, type ChallengeEntry, type ChallengeSeries, type ChallengeType } from './types';

/** The series whose heading carries the 'New' badge (SPEC §2). */
export const NEW_SERIES_NUMBER = 6;

/** One series per group, numbered by group number (SPEC §1). */
export const SERIES: readonly ChallengeSeries[] = CHALLENGE_TYPES.map((challengeType, index) => {
  const members = CHALLENGES.filter((challenge) => challenge.type === challengeType);
  const number = index + 1;
  return {
    challengeType,
    number,
    challengeLink: `/app/list/${challengeType}`,
    links: members.map((challenge) => challenge.key),
    config: Object.fromEntries(members.map((challenge) => [challenge.key, challenge.path])),
    isNew: number === NEW_SERIES_NUMBER,
  };
});

export const isChallengeType = (value: unknown): value is ChallengeType =>
  typeof value === 'string' && (CHALLENGE_TYPES as readonly string[]).includes(value);

export const findChallenge = (type: string, key: string): ChallengeEntry | undefined =>
  CHALLENGES.find((challenge) => challenge.type === type && challenge.key === key);

export const findChallengeByPath = (path: string): ChallengeEntry | undefined =>
  CHALLENGES.find((challenge) => challenge.path === path);

/** The next challenge of the same type, or undefined after the last one. */
export const nextChallenge = (current: ChallengeEntry<string>): ChallengeEntry | undefined => {
  const sameType = CHALLENGES.filter((challenge) => challenge.type === current.type);
  return sameType[sameType.findIndex((challenge) => challenge.key === current.key) + 1];
};

export const challengeRoute = (challenge: ChallengeEntry<string>): string =>
  `/app/challenge/${challenge.type}/${challenge.key}`;

/** Name under which progress and completion are stored in the browser (SPEC §3 "store names"). */
export const storeName = (challenge: ChallengeEntry<string>): string => `${challenge.type}_${challenge.key}`;
