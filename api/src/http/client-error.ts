import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorBody } from '@qa/shared/catalogue';
import type { ConnectionError } from 'fastify';
import { resolveLanguage } from '../i18n/accept-language';
import { ERROR_MESSAGES, type ErrorMessageKey } from '../i18n/error-messages';

/** Node's parser errors that have a status of their own; any other is a malformed request (400). */
const PARSER_ERRORS: ReadonlyMap<string, { statusCode: number; key: ErrorMessageKey }> = new Map([
  ['HPE_HEADER_OVERFLOW', { statusCode: 431, key: 'headersTooLarge' }],
  ['HPE_CHUNK_EXTENSIONS_OVERFLOW', { statusCode: 413, key: 'bodyTooLarge' }],
  ['ERR_HTTP_REQUEST_TIMEOUT', { statusCode: 408, key: 'requestTimeout' }],
]);
const MALFORMED = { statusCode: 400, key: 'badRequest' } as const;

const ACCEPT_LANGUAGE = /\r\naccept-language:[ \t]*([^\r\n]*)/i;

/** The bytes the parser refused, which start the request when it arrived in one piece (the usual case). */
const refusedBytes = (error: ConnectionError): string => {
  // Fastify types rawPacket as a serialized Buffer; Node hands over the Buffer itself (or nothing).
  const raw: unknown = error.rawPacket;
  return Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
};

/**
 * Fastify's `clientErrorHandler`: the answer when Node's parser refuses a request (a malformed request line or
 * header, headers past Node's 16 KiB, a request too slow to arrive), before any route or hook. Fastify's default
 * closes the connection without saying so, so a keep-alive client, or a load balancer pooling connections for
 * many clients, sends its next request into the closed connection and gets no answer (a 502 behind a proxy; the
 * reliability fuzz found it). This one says `Connection: close`, as Node's own answer does, with the API's error
 * body in the request's language.
 */
export const handleClientError = (error: ConnectionError, socket: Socket) => {
  // A connection the client reset has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, key } = PARSER_ERRORS.get(error.code) ?? MALFORMED;
  const reason = STATUS_CODES[statusCode] ?? 'Error';
  const refused = refusedBytes(error);
  // The request's language when its Accept-Language line reached the parser: there is no request to read it from.
  const language = resolveLanguage(ACCEPT_LANGUAGE.exec(refused)?.[1]);
  const body: ApiErrorBody = { statusCode, error: reason, message: ERROR_MESSAGES[key][language] };
  const text = JSON.stringify(body);
  const head =
    `HTTP/1.1 ${statusCode} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n`;
  // An answer to HEAD has no body: the client would read one as the start of something else (the fuzz found it).
  if (socket.writable) socket.write(refused.startsWith('HEAD ') ? head : head + text);
  // The parser cannot go on after its error: the connection ends here, as Node's default ends it.
  socket.destroy(error);
};
