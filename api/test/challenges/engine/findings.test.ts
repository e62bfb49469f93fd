import { answersOf, hintOf } from '../../../src/challenges/engine/answers';
import { describeChallenge } from '../../../src/challenges/engine/challenge-info';
import { evaluate, evaluateBatch } from '../../../src/challenges/engine/evaluate';
import { payloadSchema } from '../../../src/challenges/engine/payload-schema';
import { hiddenWithBugs } from './fixtures';
import { Compile } from 'typebox/compile';

describe('hidden cases and planted bugs', () => {
  it('lists no case, only the totals, and each dropdown slot its own options once', () => {
    expect(describeChallenge(hiddenWithBugs, 'en')).toStrictEqual({
      cases: [],
      casesTotal: 2,
      bugsTotal: 2,
      caseOptions: 'p,q,r,s',
    });
  });

  it('finds a case and a bug with one submission, each named with its technique', () => {
    expect(evaluate(hiddenWithBugs, { first: '-7', second: 'p', third: 's' }, 'ru')).toStrictEqual({
      message: 'ru: -7',
      caseIndex: 1,
      caseText: 'Разбиение на классы эквивалентности: ru a number',
      bugIndex: 1,
      bugText: 'Анализ граничных значений: ru a negative number is accepted',
    });
  });

  it('finds a bug alone, by any value of its class', () => {
    for (const first of ['abc', '', 'q']) {
      expect(evaluate(hiddenWithBugs, { first, second: 'p', third: 'r' }, 'en')).toStrictEqual({
        message: `en: ${first}`,
        bugIndex: 2,
        bugText: 'Error guessing: option r is ignored',
      });
    }
  });

  it('restores bugs through the batch as well', () => {
    expect(evaluateBatch(hiddenWithBugs, [{ first: 'x', second: 'p', third: 'r' }], 'pl')).toStrictEqual([
      { message: 'pl: x', bugIndex: 2, bugText: 'Zgadywanie błędów: pl option r is ignored' },
    ]);
  });

  it("accepts in each dropdown only that slot's options", () => {
    const check = Compile(payloadSchema(hiddenWithBugs));
    expect(check.Check({ first: '1', second: 'q', third: 'r' })).toBe(true);
    expect(check.Check({ first: '1', second: 'r', third: 'r' })).toBe(false);
    expect(check.Check({ first: '1', second: 'p', third: 'q' })).toBe(false);
  });

  it('names the technique in the level-1 hint from the one table, and every finding in the answers', () => {
    expect(hintOf(hiddenWithBugs, 2, 1, 'ua')).toBe('Подумайте про цю техніку: Таблиця рішень.');
    expect(answersOf(hiddenWithBugs, 'en')).toEqual([
      'Test case 1: Equivalence partitioning: a number. Example: "5", "p", "s"',
      'Test case 2: Decision table: option q. Example: "x", "q", "s"',
      'Bug 1: Boundary value analysis: a negative number is accepted. Example: "-1", "p", "s"',
      'Bug 2: Error guessing: option r is ignored. Example: "x", "p", "r"',
    ]);
  });
});
