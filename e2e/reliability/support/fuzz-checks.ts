/**
 * What the API promises about every answer, however hostile the request (CONTRIBUTING.md, error-handler.ts): never
 * a 5xx; a 4xx carries the one error body (ApiErrorBody) as JSON; a success is JSON, or HTML for the static pages,
 * and whatever the documentation page's own files are. Nothing from outside the API is ever served.
 */
import type { FuzzResponse } from './fuzz-http';
import type { FuzzRequest } from './fuzz-requests';

/** The documentation's YAML and its page's own scripts, styles and images have types of their own. */
const DOCS_FILES = /^\/api\/docs\/(?:static\/|yaml$)/;

/** A line of /etc/passwd: what a path traversal that worked would show. */
const OUTSIDE_FILE = 'root:x:0:0:';

const isErrorBody = (value: unknown, status: number): boolean => {
  if (typeof value !== 'object' || value === null) return false;
  const { statusCode, error, message } = value as Record<string, unknown>;
  return statusCode === status && typeof error === 'string' && typeof message === 'string' && message !== '';
};

const parses = (text: string): { value: unknown } | undefined => {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
};

/** What is wrong with the answer to `request`, or undefined when it keeps the promise. */
export const brokenPromise = (request: FuzzRequest, response: FuzzResponse): string | undefined => {
  const { status, headers, body } = response;
  if (status >= 500) return `a server error (${status})`;
  if (body.includes(OUTSIDE_FILE)) return 'a file from outside the API';
  if (request.method === 'HEAD' || body.length === 0) {
    // No body is right for HEAD, 204, 304 and a redirect; an error must say what went wrong.
    return status >= 400 && request.method !== 'HEAD' ? `an empty ${status}` : undefined;
  }
  const type = headers['content-type'] ?? '';
  const json = type.startsWith('application/json') ? parses(body.toString('utf8')) : undefined;
  if (status >= 400) {
    return json && isErrorBody(json.value, status)
      ? undefined
      : `a ${status} without the JSON error body (${type})`;
  }
  if (type.startsWith('application/json')) return json ? undefined : 'JSON that does not parse';
  if (type.startsWith('text/html')) return undefined;
  const path = request.target.split('?')[0] ?? '';
  return DOCS_FILES.test(path) ? undefined : `a ${status} with a body of type "${type}"`;
};
