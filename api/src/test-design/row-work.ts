import type { RowCatches } from '@qa/shared/test-design';

/**
 * What each row of a table does, in mutation testing's terms (Stryker's "killing" tests): the bug variants it
 * catches, alone or with other rows, and the expert design's input class it covers. A row is redundant only where
 * the rows kept beside it already do all of that, so removing every redundant row together loses no caught variant
 * and no covered class.
 */

export interface RowWork {
  catches: RowCatches[];
  /** 0-based indexes of the redundant rows, in order. */
  redundant: number[];
  /** Per redundant row, the rows kept that already catch its variants and cover its class, in order. */
  coveredBy: ReadonlyMap<number, number[]>;
}

/**
 * `kills[variant][row]`: the row, valid on the correct build, fails on the variant. `classes[row]`: the input class
 * a valid row covers (undefined where it covers none, or is not valid). `writes[row]`: the row changes what later
 * rows see (an API's table runs in order on one store), so it is never redundant. Rows are weighed from the last
 * one back, so of two rows that do the same work the later is the redundant one.
 */
export function rowWork(
  kills: readonly (readonly boolean[])[],
  classes: readonly (string | undefined)[],
  valid: readonly boolean[],
  writes: readonly boolean[] = [],
): RowWork {
  const rows = valid.length;
  const killedBy = Array.from({ length: rows }, (_, row) =>
    kills.flatMap((byRow, variant) => (byRow[row] ? [variant] : [])),
  );
  const catches = killedBy.map((killed, row): RowCatches => {
    if (killed.length === 0) return 'nothing';
    const alone = killed.some((variant) => kills[variant]?.every((kill, other) => !kill || other === row));
    return alone ? 'alone' : 'shared';
  });

  const kept = valid.map((ok) => ok);
  /** The first kept row but `row` that catches `variant`, or that covers `row`'s class where variant is -1. */
  const firstKept = (row: number, variant: number): number => {
    for (let other = 0; other < rows; other += 1) {
      if (other === row || !kept[other]) continue;
      if (variant >= 0 ? kills[variant]?.[other] : classes[other] === classes[row]) return other;
    }
    return -1;
  };
  /** The rows that do `row`'s work, one per variant it catches and one for its class; -1 where none does. */
  const doersOf = (row: number): number[] => [
    ...(killedBy[row] ?? []).map((variant) => firstKept(row, variant)),
    ...(classes[row] === undefined ? [] : [firstKept(row, -1)]),
  ];
  const redundant: number[] = [];
  for (let row = rows - 1; row >= 0; row -= 1) {
    if (kept[row] && writes[row] !== true && doersOf(row).every((doer) => doer >= 0)) {
      kept[row] = false;
      redundant.unshift(row);
    }
  }
  const coveredBy = new Map(redundant.map((row) => [row, [...new Set(doersOf(row))].sort((a, b) => a - b)]));
  return { catches, redundant, coveredBy };
}
