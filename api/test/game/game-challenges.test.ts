import { CHALLENGES, storeName } from '@qa/shared/catalogue';
import { REGISTERED_BY_STORE_NAME } from '../../src/challenges/registry';
import {
  CHALLENGES_PER_ROUND,
  GAME_CHALLENGES,
  describeDrawn,
  drawChallenges,
  resolvePool,
} from '../../src/game/game-challenges';
import { answerOf } from '../support/progress-fixtures';

describe('the challenges a round draws', () => {
  it('are the generator and exploratory ones a free submission can find cases in', () => {
    // Not scripted: its page lists its cases as the steps to follow, so its points would be free.
    const expected = CHALLENGES.filter((entry) => ['generator', 'exploratory'].includes(entry.group))
      .map(storeName)
      // The generator group's guided intro: its cases are found only by following its numbered steps.
      .filter((name) => name !== 'generator_multiplexer');
    expect([...GAME_CHALLENGES.keys()].sort()).toEqual(expected.sort());
    expect(GAME_CHALLENGES.has('generator_attractor')).toBe(true);
  });

  it('describe each challenge by counts only', () => {
    for (const [name, { challenge }] of GAME_CHALLENGES) {
      const { entry, definition } = REGISTERED_BY_STORE_NAME.get(name)!;
      expect(challenge).toEqual({
        storeName: name,
        type: entry.group,
        key: entry.key,
        fieldCount: entry.fieldCount,
        cases: definition.cases.length,
        bugs: definition.bugs.length,
      });
    }
  });

  it('accept each challenge’s own answers as payloads', () => {
    for (const [name, { definition, payload }] of GAME_CHALLENGES) {
      definition.cases.forEach((_case, index) => {
        expect(payload.Check(answerOf(name, 'case', index + 1))).toBe(true);
      });
      definition.bugs.forEach((_bug, index) => {
        expect(payload.Check(answerOf(name, 'bug', index + 1))).toBe(true);
      });
    }
  });

  it('draws distinct challenges, and over many rounds every one of them', () => {
    const seen = new Set<string>();
    for (let round = 0; round < 300; round += 1) {
      const drawn = drawChallenges();
      expect(drawn).toHaveLength(CHALLENGES_PER_ROUND);
      expect(new Set(drawn).size).toBe(CHALLENGES_PER_ROUND);
      drawn.forEach((name) => seen.add(name));
    }
    expect([...seen].sort()).toEqual([...GAME_CHALLENGES.keys()].sort());
  });

  it('draws from a pool only, and all of a pool smaller than a round', () => {
    const pool = resolvePool(['generator', 'exploratory_division']);
    expect(pool).toEqual(['generator_attractor', 'exploratory_division']);
    for (let round = 0; round < 20; round += 1) {
      expect(drawChallenges(pool).sort()).toEqual(['exploratory_division', 'generator_attractor']);
    }
  });

  it('reads a pool of store and group names, and refuses one the Game cannot draw', () => {
    expect(resolvePool()).toEqual([...GAME_CHALLENGES.keys()]);
    expect(resolvePool(['exploratory', 'exploratory_triangle'])).toHaveLength(
      [...GAME_CHALLENGES.values()].filter(({ challenge }) => challenge.type === 'exploratory').length,
    );
    expect(() => resolvePool(['learn_adder'])).toThrow(/GAME_POOL: "learn_adder"/);
    expect(() => resolvePool(['scripted'])).toThrow(/GAME_POOL: "scripted"/);
    expect(() => resolvePool(['scripted_divide'])).toThrow(/scripted_divide/);
    expect(() => resolvePool(['exploratory', 'explortory_division'])).toThrow(/explortory_division/);
  });

  it('describes drawn challenges in the round’s order and skips a name it does not know', () => {
    expect(
      describeDrawn(['exploratory_triangle', 'learn_adder', 'exploratory_division']).map((c) => c.storeName),
    ).toEqual(['exploratory_triangle', 'exploratory_division']);
  });
});
