import { isPlainObject, readJson, STORAGE_KEYS, writeJson, type ChallengeGroup } from '@qa/shared';
import { useSyncExternalStore } from 'react';
import { createChangeSignal } from '../changeSignal';

/** SPEC §3: group -> true. */
type CompletedTours = Partial<Record<string, true>>;

const signal = createChangeSignal();

/** Types completed while storage refused to keep them, so their tour does not start over in this page view. */
const completedWithoutStorage = new Set<string>();

/** An unparseable or wrongly shaped value is empty; entries other than `true` do not count. */
export const readCompletedTours = (): CompletedTours => {
  const stored = readJson(STORAGE_KEYS.completedTours, {}, isPlainObject);
  const completed: CompletedTours = {};
  for (const [type, done] of Object.entries(stored)) if (done === true) completed[type] = true;
  return completed;
};

export const isTourCompleted = (type: ChallengeGroup): boolean =>
  completedWithoutStorage.has(type) || readCompletedTours()[type] === true;

/** After the tour of a type is finished or skipped: it does not run again for that type. */
export const markTourCompleted = (type: ChallengeGroup): void => {
  writeJson(STORAGE_KEYS.completedTours, { ...readCompletedTours(), [type]: true });
  if (readCompletedTours()[type] !== true) completedWithoutStorage.add(type);
  signal.emit();
};

export const useTourCompleted = (type: ChallengeGroup): boolean =>
  useSyncExternalStore(signal.subscribe, () => isTourCompleted(type));
