import { isStringArray, readJson, removeItem, SLOTS, writeJson, type ChallengePayload } from '@qa/shared';

/**
 * The learner's last submissions of a challenge in this tab, newest first, as the form held them (an empty field
 * as ''): what the test-design table adds rows from. Kept for the session, like the table.
 */

/** Enough for a session's hunt; a table of a strong design has fifteen rows. */
export const HISTORY_LENGTH = 20;

export const historyStorageKey = (storeName: string): string => `${storeName}_submissions`;

const isHistory = (value: unknown): value is string[][] =>
  Array.isArray(value) && value.length <= HISTORY_LENGTH && value.every(isStringArray);

export const readSubmissionHistory = (storeName: string): string[][] =>
  readJson(historyStorageKey(storeName), [], isHistory, 'session');

/** The values a submission carried, field by field; a field sent empty as its 'empty' word is ''. */
const formValues = (payload: ChallengePayload): string[] =>
  SLOTS.map((slot) => (payload.emptyFields?.includes(slot) ? '' : (payload[slot] ?? '')));

/** A submission joins the history at its head; sent again, it moves there rather than being listed twice. */
export const recordSubmission = (storeName: string, payload: ChallengePayload): void => {
  const values = formValues(payload);
  const same = (other: readonly string[]) =>
    other.length === values.length && other.every((v, i) => v === values[i]);
  const history = [values, ...readSubmissionHistory(storeName).filter((other) => !same(other))];
  writeJson(historyStorageKey(storeName), history.slice(0, HISTORY_LENGTH), 'session');
};

/** Reset: the hunt starts over, and so does its history. */
export const clearSubmissionHistory = (storeName: string): void =>
  removeItem(historyStorageKey(storeName), 'session');
