import { http, isPlainObject } from '@qa/shared';
import { datedFileName, downloadJson } from '@qa/shared/files';
import { GAME_API } from '@qa/shared/game';
import { PROGRESS_API, type StoredProgress } from '@qa/shared/progress';
import type { Notice } from '../errors/accountErrors';
import { failureNotice } from '../errors/failureNotice';

/**
 * The dashboard's calls on the progress stored with the account (export and delete). Loaded when a
 * button is pressed, so the account remote's first load does not carry them.
 */

/** `qa-practice-progress-account-2026-11-24.json` */
export const exportFileName = (now: Date): string => datedFileName('qa-practice-progress-account', now);

const isStoredProgress = (value: unknown): value is StoredProgress =>
  isPlainObject(value) && isPlainObject(value.progress);

/** Downloads the stored record (the answer's `progress`, the same shape as the API takes); a notice on failure. */
export const exportStoredProgress = async (now: Date = new Date()): Promise<Notice | null> => {
  let stored: unknown;
  try {
    stored = await http.get<unknown>(PROGRESS_API.mine, { auth: true });
  } catch (error) {
    return failureNotice(error, 'progressExportFailed');
  }
  if (!isStoredProgress(stored)) return { key: 'progressExportFailed' };
  downloadJson(exportFileName(now), stored.progress);
  return null;
};

/**
 * Deletes all the account keeps of the learner's practice: the progress record, then the Game's rounds and
 * display name. Both deletes may be repeated, so a failure halfway is mended by trying again. This browser's
 * storage is not touched either way.
 */
export const deleteStoredProgress = async (): Promise<Notice> => {
  try {
    await http.delete(PROGRESS_API.mine, { auth: true });
    await http.delete(GAME_API.mine, { auth: true });
  } catch (error) {
    return failureNotice(error, 'progressDeleteFailed');
  }
  return { key: 'progressDeleted' };
};
