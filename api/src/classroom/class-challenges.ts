import { storeName } from '@qa/shared/catalogue';
import type { ClassGrid } from '@qa/shared/classroom';
import { REGISTERED_CHALLENGES } from '../challenges/registry';
import type { ClassRow } from './classroom-repository';

/** Every challenge with its number of cases and bugs, in catalogue order: what a trainer chooses the grid's from. */
export const GRID_CHALLENGES: ClassGrid['challenges'] = REGISTERED_CHALLENGES.map(
  ({ entry, definition }) => ({
    storeName: storeName(entry),
    total: definition.cases.length + definition.bugs.length,
  }),
);

const KNOWN = new Set(GRID_CHALLENGES.map((challenge) => challenge.storeName));

/**
 * The class's grid columns: the challenges its trainer chose, in catalogue order, or every one. A name the
 * catalogue no longer has is skipped; a choice left with none shows every challenge rather than an empty grid.
 */
export const chosenChallenges = (row: Pick<ClassRow, 'challenges'>): ClassGrid['challenges'] => {
  if (row.challenges === null) return GRID_CHALLENGES;
  const chosen = new Set(row.challenges);
  const shown = GRID_CHALLENGES.filter((challenge) => chosen.has(challenge.storeName));
  return shown.length > 0 ? shown : GRID_CHALLENGES;
};

/**
 * A trainer's choice as it is kept: the store names in catalogue order, or null for every challenge (so a class
 * that chose them all also shows the ones the catalogue gains later). Undefined for a choice of none or of a name
 * the catalogue does not have.
 */
export const keptChoice = (names: readonly string[]): string[] | null | undefined => {
  if (names.length === 0 || names.some((name) => !KNOWN.has(name))) return undefined;
  const chosen = new Set(names);
  const kept = GRID_CHALLENGES.filter((challenge) => chosen.has(challenge.storeName)).map((c) => c.storeName);
  return kept.length === GRID_CHALLENGES.length ? null : kept;
};
