/** One line of the results table: a measurement against its baseline and its goal. */
export type Unit = 'ms' | 's' | 'bytes' | 'req/s' | 'cls' | 'count' | 'text';

export interface Row {
  /** Which performance goal it belongs to: 1 to 5 the pages, path, first load, API and build; 6 to 8 journeys; 9 growth. */
  issueGoal: number;
  name: string;
  /** null: not measured (see note). */
  value: number | string | null;
  unit: Unit;
  baseline: number | null;
  /** value / baseline, when both are numbers and the baseline is not zero. */
  ratio: number | null;
  /** The goal in words, '' for a measurement reported without one. */
  goal: string;
  /** null: no goal, or not measured. */
  pass: boolean | null;
  note?: string;
}

export const ratioOf = (value: number, baseline: number | null): number | null =>
  baseline === null || baseline === 0 ? null : value / baseline;

/** A measurement with no baseline (goal may be ''). */
export const plainRow = (
  issueGoal: number,
  name: string,
  value: number | string,
  unit: Unit,
  goal = '',
  pass: boolean | null = null,
): Row => ({ issueGoal, name, value, unit, baseline: null, ratio: null, goal, pass });

export const notMeasured = (issueGoal: number, name: string, goal: string, note: string): Row => ({
  issueGoal,
  name,
  value: null,
  unit: 'text',
  baseline: null,
  ratio: null,
  goal,
  pass: null,
  note,
});

/** A measurement that could not be taken: it fails, and the reason goes with it. */
export const errorRow = (issueGoal: number, name: string, error: unknown): Row => ({
  ...notMeasured(issueGoal, name, '', error instanceof Error ? error.message : String(error)),
  pass: false,
});
