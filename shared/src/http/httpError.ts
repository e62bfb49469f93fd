/** The one error shape of every HTTP call (DESIGN.md "one error shape"). */
export type HttpErrorKind = 'network' | 'http' | 'parse';

export class HttpError extends Error {
  constructor(
    readonly kind: HttpErrorKind,
    readonly status: number,
    message: string,
    /** The parsed response body, when the server sent one. */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
