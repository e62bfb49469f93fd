import { http } from '@qa/shared';
import { PROGRESS_API, type ProgressRecord, type ProgressSummary } from '@qa/shared/progress';
import { ProgressSummarySchema } from '@qa/shared/progress/schema';
import { Check } from 'typebox/value';

/**
 * What the server confirms of a record: the technique of each find and the challenges it completes. Anonymous,
 * stored nowhere; rejects when the call fails or the answer is not a summary.
 */
export const requestSummary = async (record: ProgressRecord): Promise<ProgressSummary> => {
  const summary = await http.post<unknown>(PROGRESS_API.summary, record, { background: true });
  if (!Check(ProgressSummarySchema, summary)) throw new Error('unreadable progress summary');
  return { found: summary.found, completed: summary.completed };
};
