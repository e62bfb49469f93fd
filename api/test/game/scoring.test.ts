import { GAME_POINTS } from '@qa/shared/game';
import { keysFound, pointsOf, scoreOf } from '../../src/game/scoring';

describe('scoring', () => {
  it('names the case and the bug a result found', () => {
    expect(keysFound({ message: 'ok' })).toEqual([]);
    expect(keysFound({ message: 'ok', caseIndex: 2 })).toEqual(['case_2']);
    expect(keysFound({ message: 'ok', caseIndex: 1, bugIndex: 3 })).toEqual(['case_1', 'bug_3']);
  });

  it('gives a case and a bug their points and anything else none', () => {
    expect(pointsOf('case_4')).toBe(GAME_POINTS.case);
    expect(pointsOf('bug_1')).toBe(GAME_POINTS.bug);
    expect(pointsOf('score_1000')).toBe(0);
  });

  it('scores what was found', () => {
    expect(scoreOf({})).toBe(0);
    expect(scoreOf({ a: ['case_1', 'bug_1'], b: ['case_2'], c: [] })).toBe(
      2 * GAME_POINTS.case + GAME_POINTS.bug,
    );
  });
});
