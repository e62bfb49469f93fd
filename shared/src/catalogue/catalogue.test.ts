import { CHALLENGES, REMOTE_BY_GROUP } from './challenges';
import { findChallenge, nextChallenge, SERIES } from './series';
import { CHALLENGE_GROUPS } from './types';

/** The keys of SPEC §2 "Challenge catalogue", per group. */
const SPEC_KEYS = {
  learn: ['adder', 'divider', 'passwordRestore', 'updateNickname'],
  generator: ['multiplexer', 'attractor'],
  scripted: ['multiplier', 'divide', 'passwordValidation', 'createProfile', 'currencyConverter'],
  gherkin: ['subtraction', 'summation'],
  functional: ['bookHotel', 'todoList'],
  apiTesting: ['plusser', 'userCrud'],
  exploratory: ['calculator', 'restorePassword', 'bookDesk', 'division', 'newsletter', 'triangle'],
};

describe('challenge catalogue', () => {
  it('holds every key of SPEC §2 with its type, series and path, first in its group in SPEC order', () => {
    for (const [type, keys] of Object.entries(SPEC_KEYS)) {
      for (const key of keys) {
        const challenge = findChallenge(type, key);
        expect(challenge).toBeDefined();
        expect(challenge?.path).toMatch(/^api\/[a-z-]+\/v1\/[A-Za-z-]+$/);
        expect(SERIES.find((series) => series.group === type)?.links).toContain(key);
      }
      // Challenges added since (pnpm new:challenge) come after the SPEC's, never between them.
      const group = CHALLENGES.filter((challenge) => challenge.group === type).map(
        (challenge) => challenge.key,
      );
      expect(group.slice(0, keys.length)).toEqual(keys);
    }
  });

  it("has every entry well formed, the SPEC's and any added since", () => {
    for (const challenge of CHALLENGES) {
      expect(CHALLENGE_GROUPS).toContain(challenge.group);
      expect(challenge.key).toMatch(/^[a-z][A-Za-z]*$/);
      expect(challenge.path).toMatch(/^api\/[a-z-]+\/v1\/[A-Za-z-]+$/);
      expect([1, 2, 3]).toContain(challenge.fieldCount);
      expect(challenge.learnMode).toBe(challenge.path.startsWith('api/learn/'));
      expect(SERIES.find((series) => series.group === challenge.group)?.links).toContain(challenge.key);
    }
  });

  it('numbers the series by group number and marks series 6 as new', () => {
    expect(SERIES.map((series) => [series.group, series.number])).toEqual(
      CHALLENGE_GROUPS.map((type, index) => [type, index + 1]),
    );
    expect(SERIES.filter((series) => series.isNew).map((series) => series.group)).toEqual(['apiTesting']);
  });

  it('puts the three learn-path intros in their groups, in learn mode', () => {
    expect(findChallenge('generator', 'multiplexer')).toMatchObject({
      path: 'api/learn/v1/multiplexer',
      learnMode: true,
    });
    expect(findChallenge('gherkin', 'subtraction')).toMatchObject({
      path: 'api/learn/v1/subtraction',
      learnMode: true,
    });
    expect(findChallenge('apiTesting', 'plusser')).toMatchObject({
      path: 'api/learn/v1/plusser',
      learnMode: true,
    });
    expect(findChallenge('gherkin', 'summation')?.learnMode).toBe(false);
  });

  it('has unique keys and paths and a remote for every type', () => {
    expect(new Set(CHALLENGES.map((c) => c.key)).size).toBe(CHALLENGES.length);
    expect(new Set(CHALLENGES.map((c) => c.path)).size).toBe(CHALLENGES.length);
    for (const type of CHALLENGE_GROUPS) expect(REMOTE_BY_GROUP[type]).toMatch(/^mfe_/);
  });

  it('finds the next challenge of the same type, none after the last', () => {
    const adder = findChallenge('learn', 'adder');
    const last = findChallenge('learn', 'updateNickname');
    expect(adder && nextChallenge(adder)?.key).toBe('divider');
    expect(last && nextChallenge(last)).toBeUndefined();
  });
});
