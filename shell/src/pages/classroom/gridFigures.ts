import type { ClassGrid, GridLearner } from '@qa/shared/classroom';

export type GridChallenge = ClassGrid['challenges'][number];

/** A store name is `{group}_{key}`: the group is what a trainer filters by. */
export const groupOf = (name: string): string => name.slice(0, name.indexOf('_'));

export const foundIn = (learner: GridLearner, challenge: GridChallenge): number =>
  learner.found[challenge.storeName] ?? 0;

export const completes = (learner: GridLearner, challenge: GridChallenge): boolean =>
  challenge.total > 0 && foundIn(learner, challenge) >= challenge.total;

/** Cases and bugs found over the challenges shown, and how many those have. */
export const totalOf = (learner: GridLearner, shown: readonly GridChallenge[]) => ({
  found: shown.reduce((sum, challenge) => sum + foundIn(learner, challenge), 0),
  total: shown.reduce((sum, challenge) => sum + challenge.total, 0),
});

/** The best total of an assignment's sessions, undefined before any. */
export const interviewTotal = (learner: GridLearner, assignmentId: string): number | undefined =>
  learner.interviews?.[assignmentId]?.total;

/**
 * A column the grid sorts by: the learner's name, their total, when they were last active, a challenge (store
 * name) or an interview assignment (its id).
 */
export type SortColumn =
  | { by: 'name' }
  | { by: 'total' }
  | { by: 'lastActive' }
  | { by: 'challenge'; storeName: string }
  | { by: 'interview'; assignmentId: string };

export interface SortOrder {
  column: SortColumn;
  descending: boolean;
}

export const sameColumn = (a: SortColumn, b: SortColumn): boolean =>
  a.by === b.by &&
  (a.by !== 'challenge' || a.storeName === (b as typeof a).storeName) &&
  (a.by !== 'interview' || a.assignmentId === (b as typeof a).assignmentId);

/** A figure's first press shows the best first; a name's, A to Z. */
export const firstOrder = (column: SortColumn): SortOrder => ({ column, descending: column.by !== 'name' });

/** Pressing the column sorted by turns it round; another column starts with its first order. */
export const nextOrder = (current: SortOrder, column: SortColumn): SortOrder =>
  sameColumn(current.column, column) ? { column, descending: !current.descending } : firstOrder(column);

/** A learner's figure in a column; one with none (never active, no session) sorts below every figure. */
const figureOf = (learner: GridLearner, column: SortColumn, shown: readonly GridChallenge[]): number => {
  switch (column.by) {
    case 'total':
      return totalOf(learner, shown).found;
    case 'lastActive':
      return learner.lastActive === null ? -Infinity : Date.parse(learner.lastActive);
    case 'challenge':
      return learner.found[column.storeName] ?? 0;
    case 'interview':
      return interviewTotal(learner, column.assignmentId) ?? -Infinity;
    case 'name':
      return 0;
  }
};

/**
 * The learners in the order asked for; equal figures by name, so the order never depends on how the server
 * listed them. Learners without a figure come last in either direction.
 */
export const sortLearners = <Learner extends GridLearner>(
  learners: readonly Learner[],
  { column, descending }: SortOrder,
  shown: readonly GridChallenge[],
  compareNames: (a: string, b: string) => number,
): Learner[] =>
  [...learners].sort((a, b) => {
    if (column.by === 'name') {
      const order = compareNames(a.name, b.name);
      return descending ? -order : order;
    }
    const first = figureOf(a, column, shown);
    const second = figureOf(b, column, shown);
    if (first !== second) {
      if (first === -Infinity) return 1;
      if (second === -Infinity) return -1;
      return descending ? second - first : first - second;
    }
    return compareNames(a.name, b.name);
  });

/** The mean of the figures, undefined for none. */
export const mean = (figures: readonly number[]): number | undefined =>
  figures.length === 0 ? undefined : figures.reduce((sum, each) => sum + each, 0) / figures.length;
