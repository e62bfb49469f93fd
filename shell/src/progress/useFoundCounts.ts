import { readLocalChallenges } from '@qa/kit/local-progress';
import { useEffect, useState } from 'react';
import { loadChallengeTotals } from './challengeTotals';

/** Per challenge store name, the cases and bugs found in this browser and how many there are. */
export type FoundCounts = Record<string, { found: number; total: number }>;

/**
 * What each challenge's small bar in the list shows. Empty until the totals arrive, and empty when they
 * cannot be had: the list then shows its check marks only.
 */
export const useFoundCounts = (): FoundCounts => {
  const [counts, setCounts] = useState<FoundCounts>({});
  useEffect(() => {
    let live = true;
    loadChallengeTotals()
      .then((totals) => {
        const records = readLocalChallenges();
        const next: FoundCounts = {};
        for (const { storeName, cases, bugs } of totals)
          next[storeName] = {
            found: Math.min(Object.keys(records[storeName]?.answers ?? {}).length, cases + bugs),
            total: cases + bugs,
          };
        if (live) setCounts(next);
      })
      .catch((error: unknown) => console.warn('Challenge totals are not available', error));
    return () => {
      live = false;
    };
  }, []);
  return counts;
};
