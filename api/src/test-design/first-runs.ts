import { createHash } from 'node:crypto';
import { MAX_FIRST_RUNS, type Uncounted } from '@qa/shared/test-design';
import type { FirstRuns } from '@qa/shared/test-design/schema';
import type { FieldValues } from '../challenges/engine/definition';

/**
 * A learner's first expectations. Every run shows what the correct build answered each row, so an expectation
 * earns points only where it was right the first time those values were run (with that answer: an API's answer
 * depends on the rows before): copying the answers, or trying outcomes until one is accepted, earns nothing.
 * The record travels with the learner's progress; a table arriving without one is a first run throughout.
 */

/** The values and the correct build's answer, digested: the record holds neither, only whether the first run was right. */
export const firstRunKey = ({ first, second, third }: FieldValues, answer: string): string =>
  createHash('sha256')
    .update(JSON.stringify([first, second, third, answer]))
    .digest('base64url')
    .slice(0, 12);

export interface FirstRunJudgement {
  /** Per row: undefined where the row earns what it catches, else why it does not. */
  uncounted: (Uncounted | undefined)[];
  /** `prior` with the rows run here for the first time added, up to MAX_FIRST_RUNS. */
  firstRuns: FirstRuns;
}

/**
 * Judges each row against the first runs kept so far. A row whose values come twice in one table is first run
 * by its first occurrence. Only rows that pass on the correct build are ever uncounted: a wrong one costs what a
 * wrong expectation costs, whenever it was written.
 */
export function judgeFirstRuns(
  prior: Readonly<FirstRuns>,
  values: readonly FieldValues[],
  answers: readonly string[],
  valid: readonly boolean[],
): FirstRunJudgement {
  const firstRuns: FirstRuns = { ...prior };
  let room = MAX_FIRST_RUNS - Object.keys(firstRuns).length;
  const uncounted = values.map((rowValues, index): Uncounted | undefined => {
    const key = firstRunKey(rowValues, answers[index] ?? '');
    if (!Object.hasOwn(firstRuns, key)) {
      if (room <= 0) return valid[index] ? 'overLimit' : undefined;
      firstRuns[key] = valid[index] === true;
      room -= 1;
    }
    return valid[index] && !firstRuns[key] ? 'answerSeen' : undefined;
  });
  return { uncounted, firstRuns };
}
