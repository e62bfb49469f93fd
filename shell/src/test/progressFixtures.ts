import type { ChallengeTotals } from '@qa/shared/progress';

/** One challenge of a progress record, as the account, a file and this browser keep it. */
export const challengeRecord = (answers: Record<string, object>, extra: object = {}) => ({
  epoch: 0,
  answers,
  submissions: {},
  inputClasses: [],
  ...extra,
});

/** Two scripted challenges' public totals: divide has partitions, boundaries and a bug; multiplier boundaries. */
export const SCRIPTED_TOTALS: ChallengeTotals[] = [
  {
    storeName: 'scripted_divide',
    cases: 4,
    bugs: 1,
    techniques: {
      equivalencePartitioning: { cases: 2, bugs: 0 },
      boundaryValues: { cases: 2, bugs: 0 },
      errorGuessing: { cases: 0, bugs: 1 },
    },
  },
  {
    storeName: 'scripted_multiplier',
    cases: 3,
    bugs: 0,
    techniques: { boundaryValues: { cases: 3, bugs: 0 } },
  },
];
