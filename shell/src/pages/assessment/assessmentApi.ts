import { i18n, notify, type Language } from '@qa/shared';
import { api, apiErrorOf } from '@qa/shared/api';
import { PAGES_NAMESPACE } from '../../i18n/pageTexts';
import { fetchAssessment, type AssessmentAccess } from './fetchAssessment';

export const assessmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * What the signed-in user may see of the assessment. The user and the language are the cache's key: another
     * user never sees this answer, and the server words the content in the language. A failure, or an answer that
     * cannot be read, is an error notice.
     */
    assessment: build.query<AssessmentAccess, { userId: string; language: Language }>({
      queryFn: async (_arg, { signal }) => {
        try {
          return { data: await fetchAssessment(signal) };
        } catch (error) {
          return { error: apiErrorOf(error) };
        }
      },
      onQueryStarted: (_arg, { queryFulfilled }) =>
        queryFulfilled.then(
          ({ data }) => {
            if (data.kind === 'unreadable') {
              notify({ text: i18n.t('unreadable', { ns: PAGES_NAMESPACE }), variant: 'error' });
            }
          },
          (failure) =>
            notify({
              text: failure.isUnhandledError ? String(failure.error) : failure.error.message,
              variant: 'error',
            }),
        ),
    }),
  }),
});

export const { useAssessmentQuery } = assessmentApi;
