import { rowWork } from '../../src/test-design/row-work';

/** Kills by variant from each row's caught variants, for rows that are all valid. */
const killsOf = (caughtByRow: readonly (readonly number[])[], variants: number): boolean[][] =>
  Array.from({ length: variants }, (_, variant) => caughtByRow.map((caught) => caught.includes(variant)));

describe('what each row of a table does', () => {
  it('tells a row that catches a variant alone from one whose variants other rows catch too, and one that catches none', () => {
    const work = rowWork(killsOf([[0, 1], [1], []], 2), ['case 1', 'case 2', 'case 3'], [true, true, true]);
    expect(work.catches).toEqual(['alone', 'shared', 'nothing']);
  });

  it('calls the later of two rows doing the same work redundant, and names the earlier', () => {
    const work = rowWork(killsOf([[0], [0]], 1), ['case 1', 'case 1'], [true, true]);
    expect(work.catches).toEqual(['shared', 'shared']);
    expect(work.redundant).toEqual([1]);
    expect(work.coveredBy).toEqual(new Map([[1, [0]]]));
  });

  it('keeps a row of the same input class that catches a variant no other row catches', () => {
    // Myers' three "longest side" permutations: one class, each catching its own variant.
    const work = rowWork(killsOf([[0], [1], [2]], 3), ['bug 1', 'bug 1', 'bug 1'], [true, true, true]);
    expect(work.redundant).toEqual([]);
  });

  it('calls an earlier row redundant when later rows do all its work, naming every row that does', () => {
    const work = rowWork(
      killsOf(
        [
          [0, 1],
          [0, 2],
          [1, 3],
        ],
        4,
      ),
      ['case 1', 'case 1', 'case 2'],
      [true, true, true],
    );
    expect(work.redundant).toEqual([0]);
    expect(work.coveredBy.get(0)).toEqual([1, 2]);
  });

  it('never names a row that is itself redundant, so removing them all together loses nothing', () => {
    const work = rowWork(killsOf([[0], [0], [0]], 1), ['case 1', 'case 1', 'case 1'], [true, true, true]);
    expect(work.redundant).toEqual([1, 2]);
    expect(work.coveredBy).toEqual(
      new Map([
        [1, [0]],
        [2, [0]],
      ]),
    );
  });

  it('keeps a row that covers an input class no other row covers, though it catches nothing', () => {
    const work = rowWork(killsOf([[0], []], 1), ['case 1', 'case 2'], [true, true]);
    expect(work.catches).toEqual(
      ['shared', 'nothing'].map((catches, index) => (index === 0 ? 'alone' : catches)),
    );
    expect(work.redundant).toEqual([]);
  });

  it('calls a row that catches nothing and covers no class redundant, naming no row', () => {
    const work = rowWork(killsOf([[0], []], 1), ['case 1', undefined], [true, true]);
    expect(work.redundant).toEqual([1]);
    expect(work.coveredBy.get(1)).toEqual([]);
  });

  it('never calls a wrong row or one that writes to the store redundant', () => {
    const kills = killsOf([[0], [], [0]], 1).map((byRow) => byRow.map((kill, row) => kill && row !== 1));
    const work = rowWork(kills, ['case 1', undefined, 'case 1'], [true, false, true], [false, false, true]);
    expect(work.redundant).toEqual([0]);
    expect(work.coveredBy.get(0)).toEqual([2]);
  });
});
