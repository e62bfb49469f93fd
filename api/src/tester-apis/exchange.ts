import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody, Language } from '@qa/shared/catalogue';
import type { Sandbox } from '../sandbox/sandbox';
import { apiText } from './api-texts';

/** A request to one of the APIs exposed to testers, from their own tools or from a challenge form. */
export interface ApiRequest {
  method: string;
  /** Relative to the tester API's base path: '/users', '/users/3', '/calculator'. */
  path: string;
  /** The parsed JSON body; undefined when there is none. */
  body: unknown;
}

/** The answer, and which planted bug (if any) shaped it, so a challenge can tell the tester saw it. */
export interface ApiResponse<Flaw extends string = string> {
  status: number;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  flaw?: Flaw;
}

export interface Exchange<Flaw extends string = string> {
  request: ApiRequest;
  response: ApiResponse<Flaw>;
}

/** A tester API as the HTTP routes and the challenge forms call it: it may change the tester's sandbox. */
export type TesterApi = (sandbox: Sandbox, request: ApiRequest, language: Language) => ApiResponse;

/** The one error body of the whole API server (ApiErrorBody). */
export const errorResponse = (
  status: number,
  message: string,
  headers?: Record<string, string>,
): ApiResponse<never> => {
  const body: ApiErrorBody = { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message };
  return { status, body, ...(headers && { headers }) };
};

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The result line a challenge form shows, as an HTTP client shows an answer: the request and the status, the
 * headers the API sets, then the body, pretty-printed:
 *   PUT /users/3 → 200 OK
 *   Content-Type: application/json
 *   {
 *     "id": 3, …
 */
export const describeExchange = ({ request, response }: Exchange): string => {
  const status = `${response.status} ${STATUS_CODES[response.status] ?? ''}`.trim();
  const headers = Object.entries({
    ...response.headers,
    ...(response.body !== undefined && { 'Content-Type': 'application/json' }),
  }).map(([name, value]) => `${name}: ${value}`);
  const body = response.body === undefined ? [] : [JSON.stringify(response.body, null, 2)];
  return [`${request.method} ${request.path} → ${status}`, ...headers, ...body].join('\n');
};

/**
 * The form sends its body as text: '' is no body, and text that is not JSON gets the answer a server gives it.
 * Returns the parsed body, or undefined with `invalid` set.
 */
export const parseBodyText = (text: string): { body: unknown; invalid: boolean } => {
  if (text.trim() === '') return { body: undefined, invalid: false };
  try {
    return { body: JSON.parse(text) as unknown, invalid: false };
  } catch {
    return { body: undefined, invalid: true };
  }
};

/** 405 with the methods the endpoint does allow, in the Allow header too. */
export const methodNotAllowed = (request: ApiRequest, allowed: readonly string[], language: Language) =>
  errorResponse(
    405,
    apiText('methodNotAllowed', language, {
      method: request.method,
      path: request.path,
      allow: allowed.join(', '),
    }),
    { Allow: allowed.join(', ') },
  );

/**
 * A JSON body that must be an object holding only `allowed` fields: its fields, or the 400 that says what is
 * wrong (not an object, with an example of one; fields it may not have).
 */
export const readObjectBody = (
  body: unknown,
  allowed: readonly string[],
  example: string,
  language: Language,
): { fields: Record<string, unknown> } | { error: ApiResponse<never> } => {
  if (!isPlainObject(body))
    return { error: errorResponse(400, apiText('bodyNotObject', language, { example })) };
  const unknown = Object.keys(body).filter((field) => !allowed.includes(field));
  if (unknown.length === 0) return { fields: body };
  const fields = unknown.slice(0, 3).join(', ');
  return {
    error: errorResponse(400, apiText('unknownFields', language, { allowed: allowed.join(', '), fields })),
  };
};
