import { CHALLENGES } from './challenges';
import { CHALLENGE_GROUPS, type ChallengeEntry, type ChallengeSeries, type ChallengeGroup } from './types';

/** The series whose heading carries the 'New' badge (SPEC §2). */
export const NEW_SERIES_NUMBER = 6;

/** One series per group, numbered by group number (SPEC §1). */
export const SERIES: readonly ChallengeSeries[] = CHALLENGE_GROUPS.map((group, index) => {
  const members = CHALLENGES.filter((challenge) => challenge.group === group);
  const number = index + 1;
  return {
    group,
    number,
    challengeLink: `/app/list/${group}`,
    links: members.map((challenge) => challenge.key),
    config: Object.fromEntries(members.map((challenge) => [challenge.key, challenge.path])),
    isNew: number === NEW_SERIES_NUMBER,
  };
});

export const isChallengeGroup = (value: unknown): value is ChallengeGroup =>
  typeof value === 'string' && (CHALLENGE_GROUPS as readonly string[]).includes(value);

export const findChallenge = (type: string, key: string): ChallengeEntry | undefined =>
  CHALLENGES.find((challenge) => challenge.group === type && challenge.key === key);

export const findChallengeByPath = (path: string): ChallengeEntry | undefined =>
  CHALLENGES.find((challenge) => challenge.path === path);

/** The next challenge of the same type, or undefined after the last one. */
export const nextChallenge = (current: ChallengeEntry<string>): ChallengeEntry | undefined => {
  const sameType = CHALLENGES.filter((challenge) => challenge.group === current.group);
  return sameType[sameType.findIndex((challenge) => challenge.key === current.key) + 1];
};

export const challengeRoute = (challenge: ChallengeEntry<string>): string =>
  `/app/challenge/${challenge.group}/${challenge.key}`;

/** Name under which progress and completion are stored in the browser (SPEC §3 "store names"). */
export const storeName = (challenge: ChallengeEntry<string>): string => `${challenge.group}_${challenge.key}`;
