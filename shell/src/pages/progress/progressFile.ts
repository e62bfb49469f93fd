import { announceProgressChange } from '@qa/kit';
import { datedFileName, downloadJson } from '@qa/shared/files';
import { MAX_PROGRESS_RECORD_BYTES, mergeProgress, type ProgressRecord } from '@qa/shared/progress';
import { ProgressRecordSchema } from '@qa/shared/progress/schema';
import { Check } from 'typebox/value';
import { readLocalProgress, writeMergedProgress } from '../../progress/localProgress';
import { requestSummary } from '../../progress/progressSummary';

/**
 * Moving progress between browsers without an account: this browser's record saved to a file,
 * and a file merged in like the account's record (a union: nothing found here is lost). Loaded when a button
 * is pressed: the schema's checker is not needed to show the page.
 */

export type ImportOutcome = 'imported' | 'tooBig' | 'invalid';

export const exportProgressFile = (now = new Date()): void =>
  downloadJson(datedFileName('qa-practice-progress', now), readLocalProgress());

// FileReader rather than Blob.text(): older Safari (and jsdom) have no text().
const readText = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });

const parseRecord = async (file: Blob): Promise<ProgressRecord | undefined> => {
  try {
    const value: unknown = JSON.parse(await readText(file));
    return Check(ProgressRecordSchema, value) ? value : undefined;
  } catch {
    return undefined;
  }
};

/** The challenges the server judges complete in a record; none when it cannot be asked (they stay as they are). */
const judgedComplete = (record: ProgressRecord): Promise<string[]> =>
  requestSummary(record).then(
    ({ completed }) => completed,
    () => [],
  );

/** Merges a progress file into this browser; a file that is not a valid record changes nothing. */
export const importProgressFile = async (file: Blob): Promise<ImportOutcome> => {
  // Larger than the API takes: not one of ours, and not worth reading.
  if (file.size > MAX_PROGRESS_RECORD_BYTES) return 'tooBig';
  const record = await parseRecord(file);
  if (!record) return 'invalid';
  const judged = await judgedComplete(mergeProgress(readLocalProgress(), record));
  // Read again after the call: a find made meanwhile in another tab is kept.
  const local = readLocalProgress();
  writeMergedProgress(mergeProgress(local, record), judged);
  // A signed-in learner's account gets the import too.
  announceProgressChange();
  return 'imported';
};
