import type { Language } from '../i18n/languages';
import { HttpError } from './httpError';

export interface HttpClientOptions {
  baseUrl: string;
  /** The current interface language, sent as Accept-Language on every call. */
  language: () => Language;
  /** Identity token for calls made with `auth: true` (answer calls). */
  token?: () => Promise<string | null>;
  /** Called around every request, e.g. to show the loading overlay. */
  onStart?: () => void;
  onEnd?: () => void;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  auth?: boolean;
  signal?: AbortSignal;
  /** Sent besides the usual ones, e.g. the tester key of an API-testing page. */
  headers?: Readonly<Record<string, string>>;
  /** A call the user did not ask for (polling): no loading overlay. */
  background?: boolean;
}

const messageOf = (data: unknown, fallback: string): string =>
  typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string'
    ? data.message
    : fallback;

const parseBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError('parse', response.status, 'The server sent an unreadable answer.');
  }
};

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type HttpClient = ReturnType<typeof createHttpClient>;

export const createHttpClient = (options: HttpClientOptions) => {
  const request = async <T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    request: RequestOptions = {},
  ) => {
    const headers: Record<string, string> = {
      ...request.headers,
      // Only a call with a body says what it is: a GET with nothing but Accept-Language is a CORS "simple"
      // request, so the first call of a page needs no preflight round trip.
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
      'Accept-Language': options.language(),
    };
    if (request.auth) {
      const token = await options.token?.();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    const url = `${options.baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
    const overlay = !request.background;
    try {
      let response: Response;
      try {
        const sent = (options.fetch ?? fetch)(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: request.signal,
        });
        // Once the request has left: the page's updates for the overlay must not hold it back.
        if (overlay) options.onStart?.();
        response = await sent;
      } catch (error) {
        throw new HttpError('network', 0, error instanceof Error ? error.message : String(error));
      }
      const data = await parseBody(response);
      if (!response.ok) {
        // In seconds, the form the API sends; null where absent or hidden from the page (another origin).
        const retryAfter = response.headers.get('retry-after');
        throw new HttpError(
          'http',
          response.status,
          messageOf(data, response.statusText),
          data,
          retryAfter ? Number(retryAfter) : undefined,
        );
      }
      return data as T;
    } finally {
      if (overlay) options.onEnd?.();
    }
  };

  return {
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
    post: <T>(path: string, body: unknown, opts?: RequestOptions) => request<T>('POST', path, body, opts),
    /** Contract 3.4.0. */
    put: <T>(path: string, body: unknown, opts?: RequestOptions) => request<T>('PUT', path, body, opts),
    /** Contract 3.3.0. A 204 (no body) resolves to undefined, hence the default answer type. */
    delete: <T = undefined>(path: string, opts?: RequestOptions) =>
      request<T>('DELETE', path, undefined, opts),
  };
};
