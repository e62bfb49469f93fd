/** The one error shape of every HTTP call (DESIGN.md "one error shape"). */
export type HttpErrorKind = 'network' | 'http' | 'parse';

export class HttpError extends Error {
  constructor(
    readonly kind: HttpErrorKind,
    readonly status: number,
    message: string,
    /** The parsed response body, when the server sent one. */
    readonly data?: unknown,
    /**
     * Contract 6.1.0. The seconds a refusal (429, 503) asks the client to wait (Retry-After; NaN if malformed),
     * where the page can read them: an API on another origin must expose the header.
     */
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
