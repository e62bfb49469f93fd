import type { ChallengeTotals, ProgressSummary, StoredProgress, TechniqueCount } from '@qa/shared/progress';
import { ProgressRecordSchema } from '@qa/shared/progress/schema';
import Type from 'typebox';
import { objectOf } from './contract';
import { TechniqueSchema } from './common';

const TechniqueCountSchema = objectOf<TechniqueCount>()({ cases: Type.Integer(), bugs: Type.Integer() });

/** GET challenges: every challenge's totals by technique. */
export const ChallengeTotalsListSchema = Type.Object({
  challenges: Type.Array(
    objectOf<ChallengeTotals>()({
      storeName: Type.String(),
      cases: Type.Integer(),
      bugs: Type.Integer(),
      techniques: Type.Record(Type.String(), TechniqueCountSchema),
    }),
  ),
});

const summaryFields = {
  found: Type.Record(Type.String(), Type.Record(Type.String(), TechniqueSchema)),
  completed: Type.Array(Type.String()),
};

/** POST summary. */
export const ProgressSummarySchema = objectOf<ProgressSummary>()(summaryFields);

/** GET and POST me. */
export const StoredProgressSchema = objectOf<StoredProgress>()({
  progress: ProgressRecordSchema,
  ...summaryFields,
});
