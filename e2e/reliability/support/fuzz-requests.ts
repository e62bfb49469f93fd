/**
 * One generated request: a route of the API, a method (mostly one it answers), its target, headers and body,
 * each valid or hostile on its own, so every combination can come up.
 */
import fc from 'fast-check';
import { bodyFor, type FuzzBody } from './fuzz-bodies';
import { headersFor, type FuzzHeaders } from './fuzz-headers';
import { targetFor } from './fuzz-paths';
import type { RouteTemplate } from './fuzz-routes';

export interface FuzzRequest {
  /** The template it was made from, for the report. */
  route: string;
  method: string;
  /** Path and query, as written on the request line. */
  target: string;
  headers: FuzzHeaders;
  body?: FuzzBody;
  /** Sent in chunks without a Content-Length. */
  chunked: boolean;
}

/** Methods besides a route's own: unusual ones, and one Node's parser does not know (FOO). */
const OTHER_METHODS = [
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'FOO',
];

/** Node chunks a body only for these; for the others it needs a Content-Length. */
const CHUNKABLE = new Set(['POST', 'PUT', 'PATCH']);

/** The request line takes no character outside 0x21 to 0xff: anything else goes escaped, as a client would. */
const onTheWire = (target: string) =>
  target.replace(/[^\u0021-\u00ff]/gu, (character) => encodeURIComponent(character));

const excerpt = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** One line for a failure report; bodies and long values are cut short. */
export const describeRequest = ({ method, target, headers, body, chunked }: FuzzRequest): string =>
  [
    `${method} ${excerpt(target, 200)}`,
    `headers ${excerpt(JSON.stringify(headers), 400)}`,
    body
      ? `body (${body.kind}, ${body.bytes.length} bytes${chunked ? ', chunked' : ''}) ${excerpt(body.bytes.toString('latin1'), 200)}`
      : 'no body',
  ].join(' | ');

const requestFor = (route: RouteTemplate): fc.Arbitrary<FuzzRequest> =>
  fc
    .tuple(
      fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...route.methods) },
        { weight: 2, arbitrary: fc.constantFrom(...OTHER_METHODS) },
      ),
      targetFor(route),
      headersFor({
        hasBody: route.body !== undefined,
        signedInRoute: route.signedIn === true,
        sandboxRoute: route.sandbox === true,
      }),
      bodyFor(route.body),
      fc.boolean(),
    )
    .map(([method, target, headers, body, chunk]) => {
      const request: FuzzRequest = {
        route: route.template,
        method,
        target: onTheWire(target),
        headers,
        ...(body && { body }),
        chunked: chunk && body !== undefined && CHUNKABLE.has(method),
      };
      // fast-check prints a failing example with this instead of every byte of its body.
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });

/** A request to any route, as often as its weight says. */
export const anyRequest = (routes: readonly RouteTemplate[]): fc.Arbitrary<FuzzRequest> =>
  fc.oneof(...routes.map((route) => ({ weight: route.weight ?? 1, arbitrary: requestFor(route) })));
