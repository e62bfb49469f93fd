import { useSyncExternalStore } from 'react';
import { readString, STORAGE_KEYS } from '@qa/shared';
import { COMPLETED_CHALLENGES_EVENT, readCompletedChallenges } from './progressStorage';

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange); // other tabs
  window.addEventListener(COMPLETED_CHALLENGES_EVENT, onChange); // this page
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(COMPLETED_CHALLENGES_EVENT, onChange);
  };
};

/** Parsed once per stored text, so React gets the same list until the entry really changes. */
let cache: { raw: string | null; list: readonly string[] } = { raw: null, list: [] };

const snapshot = (): readonly string[] => {
  const raw = readString(STORAGE_KEYS.completedChallenges);
  if (raw !== cache.raw) cache = { raw, list: readCompletedChallenges() };
  return cache.list;
};

const NONE: readonly string[] = [];

/**
 * The store names (`storeName(entry)`) of the completed challenges, following completions and resets in this
 * page and in other tabs; for the list pages' marks.
 */
export const useCompletedChallenges = (): readonly string[] =>
  useSyncExternalStore(subscribe, snapshot, () => NONE);
