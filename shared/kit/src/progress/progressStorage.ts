import {
  SLOTS,
  isPlainObject,
  isStringArray,
  readJson,
  readString,
  removeItem,
  writeJson,
  writeString,
  STORAGE_KEYS,
  type ChallengePayload,
} from '@qa/shared';
import type { CorrectAnswers } from './progressState';

/** Browser storage of one challenge's progress (SPEC §3 "Browser storage"), keyed by its store name. */

const ANSWER_KEY = /^(case|bug)_[1-9]\d*$/;

const isOptional = (value: unknown, type: 'string' | 'number'): boolean =>
  value === undefined || typeof value === type;

const isPayload = (value: unknown): value is ChallengePayload =>
  isPlainObject(value) &&
  SLOTS.every((slot) => isOptional(value[slot], 'string')) &&
  isOptional(value.expectedResult, 'number') &&
  isOptional(value.caseNumber, 'number');

const isCorrectAnswers = (value: unknown): value is CorrectAnswers =>
  isPlainObject(value) &&
  Object.entries(value).every(([key, payload]) => ANSWER_KEY.test(key) && isPayload(payload));

/** The stored correct answers; a corrupted or wrongly shaped entry counts as none. */
export const readStoredAnswers = (storeName: string): CorrectAnswers =>
  readJson(STORAGE_KEYS.progress(storeName), {}, isCorrectAnswers);

export const writeStoredAnswers = (storeName: string, answers: CorrectAnswers): void => {
  if (Object.keys(answers).length === 0) removeItem(STORAGE_KEYS.progress(storeName));
  else writeJson(STORAGE_KEYS.progress(storeName), answers);
};

/** Set when a learn answer found no step, so 'Please follow the instructions' survives a reload. */
export const readFollowInstructions = (storeName: string): boolean =>
  readString(STORAGE_KEYS.followInstructions(storeName), 'session') === 'true';

export const writeFollowInstructions = (storeName: string, on: boolean): void => {
  if (on) writeString(STORAGE_KEYS.followInstructions(storeName), 'true', 'session');
  else removeItem(STORAGE_KEYS.followInstructions(storeName), 'session');
};

/** SPEC §3 "last result marker" and the follow-instructions flag: what a reset removes from the session. */
export const clearStoredProgress = (storeName: string): void => {
  removeItem(STORAGE_KEYS.progress(storeName));
  removeItem(STORAGE_KEYS.lastResult(storeName), 'session');
  removeItem(STORAGE_KEYS.followInstructions(storeName), 'session');
};

/**
 * Fired on the window when this page changes completedChallenges: the browser's 'storage' event only
 * reaches the other tabs, and a list shown beside a challenge must follow it too.
 */
export const COMPLETED_CHALLENGES_EVENT = 'qa:completed-challenges';

export const readCompletedChallenges = (): string[] =>
  readJson(STORAGE_KEYS.completedChallenges, [], isStringArray);

const writeCompletedChallenges = (completed: readonly string[]): void => {
  writeJson(STORAGE_KEYS.completedChallenges, completed);
  window.dispatchEvent(new Event(COMPLETED_CHALLENGES_EVENT));
};

export const replaceCompletedChallenges = (completed: readonly string[]): void => {
  const current = readCompletedChallenges();
  const same = current.length === completed.length && completed.every((name) => current.includes(name));
  if (!same) writeCompletedChallenges(completed);
};

export const addCompletedChallenge = (storeName: string): void => {
  const completed = readCompletedChallenges();
  if (!completed.includes(storeName)) writeCompletedChallenges([...completed, storeName]);
};

export const removeCompletedChallenge = (storeName: string): void => {
  const completed = readCompletedChallenges();
  if (completed.includes(storeName)) writeCompletedChallenges(completed.filter((name) => name !== storeName));
};
