import { notify, type Language } from '@qa/shared';
import { api, checkedBy } from '@qa/shared/api';
import { StaticHtmlSchema, staticPagePath, type StaticPageName } from '@qa/shared/static-pages';
import { sanitizeHtml } from './sanitizeHtml';

export const staticPagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A static page in a language, sanitized before anyone inserts it (so the cache holds only DOMPurify's
     * output). A failure is an error notice with the error's message (SPEC §8).
     */
    staticHtml: build.query<string, { page: StaticPageName; language: Language }>({
      query: ({ page, language }) => ({ path: staticPagePath(page, language) }),
      rawResponseSchema: checkedBy(StaticHtmlSchema),
      transformResponse: (html: string) => sanitizeHtml(html),
      onQueryStarted: (_arg, { queryFulfilled }) =>
        queryFulfilled.then(
          () => undefined,
          (failure) =>
            notify({
              text: failure.isUnhandledError ? String(failure.error) : failure.error.message,
              variant: 'error',
            }),
        ),
    }),
  }),
});

export const { useStaticHtmlQuery } = staticPagesApi;
