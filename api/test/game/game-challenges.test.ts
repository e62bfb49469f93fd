import { CHALLENGES, storeName } from '@qa/shared/catalogue';
import { REGISTERED_BY_STORE_NAME } from '../../src/challenges/registry';
import {
  CHALLENGES_PER_ROUND,
  GAME_CHALLENGES,
  describeDrawn,
  drawChallenges,
} from '../../src/game/game-challenges';
import { answerOf } from '../support/progress-fixtures';

describe('the challenges a round draws', () => {
  it('are the scripted, generator and exploratory ones a free submission can find cases in', () => {
    const expected = CHALLENGES.filter((entry) =>
      ['scripted', 'generator', 'exploratory'].includes(entry.type),
    )
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
        type: entry.type,
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

  it('describes drawn challenges in the round’s order and skips a name it does not know', () => {
    expect(
      describeDrawn(['exploratory_triangle', 'learn_adder', 'scripted_divide']).map((c) => c.storeName),
    ).toEqual(['exploratory_triangle', 'scripted_divide']);
  });
});
