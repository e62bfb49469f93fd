import { http, isPlainObject, isStringArray } from '@qa/shared';
import { PROGRESS_API, type ProgressRecord, type ProgressSummary } from '@qa/shared/progress';

/**
 * What the server confirms of a record: the technique of each find and the challenges it completes. Anonymous,
 * stored nowhere; rejects when the call fails or the answer is not a summary.
 */
export const requestSummary = async (record: ProgressRecord): Promise<ProgressSummary> => {
  const summary = await http.post<unknown>(PROGRESS_API.summary, record, { background: true });
  if (!isPlainObject(summary) || !isPlainObject(summary.found) || !isStringArray(summary.completed))
    throw new Error('unreadable progress summary');
  return { found: summary.found as ProgressSummary['found'], completed: summary.completed };
};
