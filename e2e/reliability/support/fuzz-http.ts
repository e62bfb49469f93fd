/**
 * Sends the fuzz's requests over real HTTP. node:http rather than fetch: fetch resolves `..` in paths, adds a
 * Content-Type to every text body and refuses some methods, and the fuzz must send exactly what it generated.
 */
import { Agent, request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { describeRequest, type FuzzRequest } from './fuzz-requests';

export interface FuzzResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Far more than any answer takes; past it the request counts as unanswered. */
const ANSWER_TIMEOUT_MS = 15_000;

export interface FuzzClient {
  send: (request: FuzzRequest) => Promise<FuzzResponse>;
  close: () => void;
}

export const createClient = (origin: string, connections: number): FuzzClient => {
  const { hostname, port } = new URL(origin);
  // Kept-alive connections, as a real client has: a request that upsets the server's parser closes its own.
  const agent = new Agent({ keepAlive: true, maxSockets: connections });

  // What each connection carried last: a failure on a kept-alive connection often comes from the exchange before.
  const previous = new WeakMap<Socket, string>();

  const send = (fuzzRequest: FuzzRequest) =>
    new Promise<FuzzResponse>((resolve, reject) => {
      const { method, target, headers, body, chunked } = fuzzRequest;
      const outgoing: OutgoingHttpHeaders = { ...headers };
      if (body && !chunked) outgoing['content-length'] = body.bytes.length;
      const request = httpRequest(
        { hostname, port, method, path: target, headers: outgoing, agent, timeout: ANSWER_TIMEOUT_MS },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)));
      let before: string | undefined;
      request.on('socket', (socket: Socket) => {
        before = previous.get(socket);
        previous.set(socket, describeRequest(fuzzRequest));
      });
      request.on('error', (error) =>
        reject(new Error(`${error.message}${before ? ` (after ${before} on the same connection)` : ''}`)),
      );
      if (body && chunked) {
        const middle = Math.floor(body.bytes.length / 2);
        request.write(body.bytes.subarray(0, middle));
        request.end(body.bytes.subarray(middle));
      } else {
        request.end(body?.bytes);
      }
    });

  return { send, close: () => agent.destroy() };
};
