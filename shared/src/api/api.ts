import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';

// Pages take RTK Query's pieces from here, so they share this entry's copy.
export { skipToken } from '@reduxjs/toolkit/query/react';
// From the package's entry, not relatively: Module Federation shares the entry as the page's one copy, so this
// module (itself shared as `@qa/shared/api`) uses the same store and client as every other part.
import { addMiddleware, http, HttpError, isHttpError, rootReducer, type HttpErrorKind } from '@qa/shared';
import type { Static, TSchema } from 'typebox';
import { Check } from 'typebox/value';

/** One call of the page's HTTP client: what an endpoint's `query` returns. */
export interface ApiCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Without a leading slash, as the shared API modules name them. */
  path: string;
  body?: unknown;
  /** Send the identity token when someone is signed in. */
  auth?: boolean;
  /** A call the user did not ask for: no loading overlay. */
  background?: boolean;
}

/**
 * A failed call as plain data, so it can live in the store: the client's error kind and status, and the body the
 * server sent with it (its localized `message`). An answer that does not fit its schema is a `parse` failure,
 * as an unreadable body is.
 */
export interface ApiError {
  kind: HttpErrorKind;
  status: number;
  message: string;
  data?: unknown;
  /** Contract 6.1.0. What a refusal (429, 503) asks to wait, in seconds, as the client read it. */
  retryAfterS?: number;
}

export const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' &&
  error !== null &&
  'kind' in error &&
  'status' in error &&
  typeof error.status === 'number';

/** The client's error again, for code that takes one (a Game round's `submit`, which the page kit reads). */
export const toHttpError = (error: unknown): unknown =>
  isApiError(error)
    ? new HttpError(error.kind, error.status, error.message, error.data, error.retryAfterS)
    : error;

/** The client's error as plain data, for a `queryFn` that calls the client itself; anything else is rethrown. */
export const apiErrorOf = (error: unknown): ApiError => {
  if (!isHttpError(error)) throw error;
  const { kind, status, message, data, retryAfterS } = error;
  return { kind, status, message, data, retryAfterS };
};

/** The page's client under RTK Query: its token, Accept-Language, overlay and error kinds stay as they are. */
const httpBaseQuery: BaseQueryFn<ApiCall, unknown, ApiError> = async ({
  method = 'GET',
  path,
  body,
  ...options
}) => {
  try {
    const data =
      method === 'GET'
        ? await http.get<unknown>(path, options)
        : method === 'POST'
          ? await http.post<unknown>(path, body, options)
          : method === 'PUT'
            ? await http.put<unknown>(path, body, options)
            : await http.delete<unknown>(path, options);
    // RTK Query takes undefined for "no answer yet": an answer without a body (204) is null.
    return { data: data ?? null };
  } catch (error) {
    return { error: apiErrorOf(error) };
  }
};

/**
 * A TypeBox schema as a Standard Schema, the form RTK Query's `responseSchema` takes: an answer that does not
 * fit is refused before a page reads a field that is not there.
 */
export const checkedBy = <Schema extends TSchema>(schema: Schema) => ({
  '~standard': {
    version: 1 as const,
    vendor: 'typebox',
    validate: (value: unknown) =>
      Check(schema, value)
        ? { value: value as Static<Schema> }
        : { issues: [{ message: 'The answer does not fit its schema.' }] },
  },
});

/**
 * The one API slice of the page's server state. It has no endpoints: each page injects its own
 * (`api.injectEndpoints` in the page's folder), so a page bundles only the calls it makes.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  tagTypes: ['GamePlayer', 'Leaderboard', 'Classes', 'Class', 'Terms', 'Memberships', 'Progress'],
  endpoints: () => ({}),
  catchSchemaFailure: (error) => ({ kind: 'parse' as const, status: 200, message: error.message }),
});

declare module '@qa/shared' {
  interface LazyLoadedSlices {
    api: ReturnType<typeof api.reducer>;
  }
}

// The first module that imports the slice adds its reducer and middleware to the page's store, so a page
// that never reads server state (a challenge page) loads none of RTK Query.
rootReducer.inject(api);
addMiddleware(api.middleware);
