import { MAX_FIRST_RUNS } from '@qa/shared/test-design';
import { firstRunKey, judgeFirstRuns } from '../../src/test-design/first-runs';

const values = (first: string) => ({ first, second: '', third: '' });

describe('first runs', () => {
  it('counts a row whose first run was right, and not one rewritten after the answer was shown', () => {
    const first = judgeFirstRuns({}, [values('1'), values('2')], ['ok', 'error'], [true, false]);
    expect(first.uncounted).toEqual([undefined, undefined]);
    // The second row, now expecting what the build answered, passes but earns nothing.
    const again = judgeFirstRuns(first.firstRuns, [values('1'), values('2')], ['ok', 'error'], [true, true]);
    expect(again.uncounted).toEqual([undefined, 'answerSeen']);
    expect(again.firstRuns).toEqual(first.firstRuns);
  });

  it('takes the first of the same values twice in one table', () => {
    const judged = judgeFirstRuns({}, [values('1'), values('1')], ['ok', 'ok'], [false, true]);
    expect(judged.uncounted).toEqual([undefined, 'answerSeen']);
    expect(Object.keys(judged.firstRuns)).toHaveLength(1);
  });

  it('keys the values with the answer, so the same request after other rows is a run of its own', () => {
    expect(firstRunKey(values('1'), 'ok')).not.toBe(firstRunKey(values('1'), 'error'));
    expect(firstRunKey(values('1'), 'ok')).toMatch(/^[A-Za-z0-9_-]{12}$/);
    // No field's value can run into the next one's.
    expect(firstRunKey({ first: 'a', second: 'b', third: '' }, 'ok')).not.toBe(
      firstRunKey({ first: 'ab', second: '', third: '' }, 'ok'),
    );
  });

  it('records no more than MAX_FIRST_RUNS sets of values; new ones beyond earn nothing', () => {
    const many = Array.from({ length: MAX_FIRST_RUNS }, (_, index) => values(String(index)));
    const full = judgeFirstRuns({}, many, Array(many.length).fill('ok'), Array(many.length).fill(true));
    expect(Object.keys(full.firstRuns)).toHaveLength(MAX_FIRST_RUNS);
    const beyond = judgeFirstRuns(full.firstRuns, [values('new'), values('0')], ['ok', 'ok'], [true, true]);
    expect(beyond.uncounted).toEqual(['overLimit', undefined]);
    expect(Object.keys(beyond.firstRuns)).toHaveLength(MAX_FIRST_RUNS);
  });
});
