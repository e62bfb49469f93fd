import type { Technique } from './techniques';
import type { ProgressRecord } from './progressSchema';

/** The progress API's addresses, without a leading slash like the challenge paths. */
export const PROGRESS_API = {
  /** GET: every challenge's totals per technique (public). */
  challenges: 'api/progress/v1/challenges',
  /** POST a record: the techniques of its confirmed finds and the challenges it completes (public, stores nothing). */
  summary: 'api/progress/v1/summary',
  /** GET, POST (merge) and DELETE the signed-in learner's stored progress. */
  mine: 'api/progress/v1/me',
} as const;

/**
 * The largest record the API takes and a progress file may be: a whole record of every challenge fits with room
 * to spare (a single submission's 16 KiB does not).
 */
export const MAX_PROGRESS_RECORD_BYTES = 256 * 1024;

/** The most planted bugs a challenge has, and so best bug reports a record keeps of it; it keeps a record small. */
export const MAX_PLANTED_BUGS = 10;

/** Cases and bugs of one technique in one challenge. */
export interface TechniqueCount {
  cases: number;
  bugs: number;
}

/** What a challenge holds, by technique: counts only, never which case is which. */
export interface ChallengeTotals {
  storeName: string;
  cases: number;
  bugs: number;
  techniques: Partial<Record<Technique, TechniqueCount>>;
}

/** What the server confirms of a record: the technique of each found case and bug, and the completed challenges. */
export interface ProgressSummary {
  /** Per challenge store name, the technique of each confirmed `case_{n}` and `bug_{n}`. */
  found: Record<string, Record<string, Technique>>;
  /** Store names of the challenges whose every case and bug is found. */
  completed: string[];
}

/** The signed-in learner's stored progress and its summary. */
export interface StoredProgress extends ProgressSummary {
  progress: ProgressRecord;
}
