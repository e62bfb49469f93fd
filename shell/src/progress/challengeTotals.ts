import { http, isPlainObject } from '@qa/shared';
import { PROGRESS_API, type ChallengeTotals } from '@qa/shared/progress';
import { ChallengeTotalsSchema } from '@qa/shared/progress/schema';
import { Check } from 'typebox/value';

let pending: Promise<ChallengeTotals[]> | undefined;

const isTotals = (value: unknown): value is ChallengeTotals => Check(ChallengeTotalsSchema, value);

/**
 * Every challenge's public totals (cases, bugs, by technique), asked once per page load: the same for everyone,
 * and the list page and the progress page both need them. A failure is not kept, so the next call asks again.
 */
export const loadChallengeTotals = (): Promise<ChallengeTotals[]> => {
  pending ??= http
    .get<unknown>(PROGRESS_API.challenges, { background: true })
    .then((answer) => {
      const challenges = isPlainObject(answer) ? answer.challenges : undefined;
      if (!Array.isArray(challenges)) throw new Error('unreadable challenge totals');
      return challenges.filter(isTotals);
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
};
