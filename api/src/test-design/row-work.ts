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
  const rows = valid.map((_, index) => index);
  const killedBy = (row: number) => kills.flatMap((byRow, variant) => (byRow[row] ? [variant] : []));
  const catches = rows.map((row): RowCatches => {
    const killed = killedBy(row);
    if (killed.length === 0) return 'nothing';
    const alone = killed.some((variant) => kills[variant]?.every((kill, other) => !kill || other === row));
    return alone ? 'alone' : 'shared';
  });

  const kept = new Set(rows.filter((row) => valid[row]));
  /** The first kept row other than `row` that catches `variant`, or covers `inputClass`. */
  const firstKept = (row: number, does: (other: number) => boolean) =>
    [...kept].sort((a, b) => a - b).find((other) => other !== row && does(other));
  const workOf = (row: number) => [
    ...killedBy(row).map((variant) => (other: number) => kills[variant]?.[other] === true),
    ...(classes[row] === undefined ? [] : [(other: number) => classes[other] === classes[row]]),
  ];
  const redundant: number[] = [];
  for (const row of [...kept].reverse()) {
    if (writes[row] !== true && workOf(row).every((does) => firstKept(row, does) !== undefined)) {
      kept.delete(row);
      redundant.unshift(row);
    }
  }
  const coveredBy = new Map(
    redundant.map((row) => [
      row,
      [...new Set(workOf(row).flatMap((does) => firstKept(row, does) ?? []))].sort((a, b) => a - b),
    ]),
  );
  return { catches, redundant, coveredBy };
}
