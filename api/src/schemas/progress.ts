import type { ChallengeTotals, ProgressSummary, StoredProgress, TechniqueCount } from '@qa/shared/progress';
import {
  ChallengeTotalsSchema,
  ProgressSummarySchema as SharedSummarySchema,
  StoredProgressSchema as SharedStoredSchema,
  TechniqueCountSchema as SharedTechniqueCountSchema,
} from '@qa/shared/progress/schema';
import Type from 'typebox';
import { objectOf } from './objectOf';

// The schemas are the shared contract's, which the browser checks its answers against; each is checked here to
// name every field of the contract's type.

const TechniqueCountSchema = objectOf<TechniqueCount>()(SharedTechniqueCountSchema.properties);

/** GET challenges: every challenge's totals by technique. */
export const ChallengeTotalsListSchema = Type.Object({
  challenges: Type.Array(
    objectOf<ChallengeTotals>()({
      ...ChallengeTotalsSchema.properties,
      techniques: Type.Record(Type.String(), TechniqueCountSchema),
    }),
  ),
});

/** POST summary. */
export const ProgressSummarySchema = objectOf<ProgressSummary>()(SharedSummarySchema.properties);

/** GET and POST me. */
export const StoredProgressSchema = objectOf<StoredProgress>()(SharedStoredSchema.properties);
