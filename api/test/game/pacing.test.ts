import { breaksPace, HUMAN_PACE, PACE_MEMORY, paceMemoryAfter } from '../../src/game/pacing';

/** Plays submissions at these times (ms) and answers the index of the first that breaks the pace, or -1. */
const firstBreach = (times: readonly number[]): number => {
  let recent: number[] = [];
  for (const [index, time] of times.entries()) {
    if (breaksPace(recent, time)) return index;
    recent = paceMemoryAfter(recent, time);
  }
  return -1;
};

/** `count` submissions `gap` ms apart, from `from`. */
const evenly = (count: number, gap: number, from = 0) =>
  Array.from({ length: count }, (_, index) => from + index * gap);

describe('the pace of a round’s submissions', () => {
  it('keeps as many times as its widest window looks back on', () => {
    expect(PACE_MEMORY).toBe(Math.max(...HUMAN_PACE.map(({ submissions }) => submissions)) - 1);
    expect(paceMemoryAfter(evenly(PACE_MEMORY, 1000), 99_000)).toEqual([
      ...evenly(PACE_MEMORY - 1, 1000, 1000),
      99_000,
    ]);
  });

  it('is broken by a script sending every example at once', () => {
    // Forty-five submissions in 1.15 s.
    expect(firstBreach(evenly(45, 25))).toBe(4);
  });

  it('is broken by five submissions within a second', () => {
    expect(firstBreach([0, 250, 500, 750, 999])).toBe(4);
    expect(firstBreach([0, 250, 500, 750, 1000])).toBe(-1);
  });

  it('is broken by a steady script under the short window: twelve submissions within four seconds', () => {
    // 0.3 s apart: never five within a second, but twelve within 3.3 s.
    expect(firstBreach(evenly(20, 300))).toBe(11);
    expect(firstBreach(evenly(40, 363))).toBe(11);
    expect(firstBreach(evenly(40, 364))).toBe(-1);
  });

  it('is kept by the fastest play measured through the page, and by a double press now and then', () => {
    // Gaps (ms) measured through the page by keyboard at 60 ms a keystroke, with no time to think or read: the
    // calculator's and the triangle's, the fastest runs of five and of twelve.
    for (const gaps of [
      [275, 404, 411, 411, 409, 235, 2059, 540, 363, 461, 826, 410],
      [317, 506, 300, 992, 538, 996, 833, 428, 463, 646, 475, 952, 983, 971, 2106],
    ]) {
      const times = gaps.reduce((all, gap) => [...all, all.at(-1)! + gap], [0]);
      expect(firstBreach(times)).toBe(-1);
    }
    expect(firstBreach([0, 120, 420, 720, 1020, 2000, 2110, 4000, 4100])).toBe(-1);
  });

  it('counts a round’s first submissions like any others', () => {
    expect(firstBreach([5000])).toBe(-1);
    expect(firstBreach([5000, 5001, 5002, 5003])).toBe(-1);
    expect(firstBreach([5000, 5001, 5002, 5003, 5004])).toBe(4);
  });
});
