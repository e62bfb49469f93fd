import { PROGRESS_CHANGED_EVENT } from '../progress/progressEvents';
import { readSubmissionHistory } from '../progress/submissionHistory';
import type { SubmissionSource } from './toolSources';

/** A challenge's submissions in this tab, as a tool's source reads them. */
export const challengeHistory = (storeName: string): SubmissionSource => ({
  history: () => readSubmissionHistory(storeName),
  // A submission is kept once its result is in, and the store says so with this event.
  watchHistory: (onChange) => {
    window.addEventListener(PROGRESS_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(PROGRESS_CHANGED_EVENT, onChange);
  },
});
