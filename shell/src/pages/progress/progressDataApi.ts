import { PROGRESS_MERGED_EVENT } from '@qa/kit';
import { isHttpError } from '@qa/shared';
import { api, apiErrorOf, type ApiError } from '@qa/shared/api';
import type { ChallengeRecord, ChallengeTotals, ProgressSummary } from '@qa/shared/progress';
import { loadChallengeTotals } from '../../progress/challengeTotals';
import { readLocalProgress } from '../../progress/localProgress';
import { requestSummary } from '../../progress/progressSummary';

export interface ProgressData {
  totals: ChallengeTotals[];
  found: ProgressSummary['found'];
  records: Record<string, ChallengeRecord>;
}

/** A failed call keeps the client's kind and the server's message; an answer that did not fit is unreadable. */
const failureOf = (error: unknown): ApiError =>
  isHttpError(error) ? apiErrorOf(error) : { kind: 'parse', status: 0, message: String(error) };

export const progressDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The progress page's data: totals, confirmed finds and this browser's record (read when the call starts).
     * Loaded again when the account's progress arrives (a sign-in elsewhere on the page).
     */
    progressData: build.query<ProgressData, void>({
      queryFn: async () => {
        const local = readLocalProgress();
        try {
          const [totals, { found }] = await Promise.all([loadChallengeTotals(), requestSummary(local)]);
          return { data: { totals, found, records: local.challenges } };
        } catch (error) {
          return { error: failureOf(error) };
        }
      },
      providesTags: ['Progress'],
      // While the page's data is kept, a merge with the account's progress makes it outdated.
      onCacheEntryAdded: async (_arg, { cacheEntryRemoved, dispatch }) => {
        const reload = () => void dispatch(progressDataApi.util.invalidateTags(['Progress']));
        window.addEventListener(PROGRESS_MERGED_EVENT, reload);
        await cacheEntryRemoved;
        window.removeEventListener(PROGRESS_MERGED_EVENT, reload);
      },
    }),
  }),
});

export const { useProgressDataQuery } = progressDataApi;
