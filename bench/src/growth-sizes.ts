/** Goal 9's sizes and what one size measured (growth.ts measures, growth-rows.ts reads). */
import type { LoadResult } from './load';

export const LEARNERS = 1_000;
/** Learners with one find each beside the LEARNERS: their requests measure what the others' finds cost them. */
export const PROBES = 100;
export const FINDS_PER_LEARNER = [1, 10, 100] as const;
export const ENGINES = ['PGlite', 'PostgreSQL'] as const;
export type Engine = (typeof ENGINES)[number];

export interface GrowthResult {
  engine: Engine;
  finds: number;
  /** The LEARNERS' own progress, `finds` each. */
  load: LoadResult;
  /** The PROBES' progress, one find each, beside the LEARNERS'. */
  probe: LoadResult;
}
