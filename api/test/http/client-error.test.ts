import { Agent, get } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { handleClientError } from '../../src/http/client-error';
import { ERROR_MESSAGES } from '../../src/i18n/error-messages';
import { buildApp } from '../helper';
import { readAll } from '../support/read-all';

/** Node's parser errors carry the bytes it was reading; Fastify's type says otherwise (see client-error.ts). */
const parserError = (code: string, raw?: string): ConnectionError =>
  Object.assign(new Error(code), {
    code,
    bytesParsed: 0,
    rawPacket: raw && Buffer.from(raw, 'latin1'),
  }) as unknown as ConnectionError;

/** What the handler writes and whether it ends the connection, without a network. */
const fakeSocket = (state: { destroyed?: boolean } = {}) => {
  const written: string[] = [];
  const socket = {
    destroyed: state.destroyed ?? false,
    writable: true,
    write: (text: string) => written.push(text),
    destroy: jest.fn(),
  };
  return { socket: socket as unknown as Socket, written, destroy: socket.destroy };
};

const bodyOf = (response: string): unknown => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));

describe('handleClientError', () => {
  it.each([
    ['HPE_INVALID_METHOD', 400, 'Bad Request', ERROR_MESSAGES.badRequest.en],
    ['HPE_HEADER_OVERFLOW', 431, 'Request Header Fields Too Large', ERROR_MESSAGES.headersTooLarge.en],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408, 'Request Timeout', ERROR_MESSAGES.requestTimeout.en],
    ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 413, 'Payload Too Large', ERROR_MESSAGES.bodyTooLarge.en],
  ])(
    'answers %s with %i, the error body and Connection: close, then ends the connection',
    (code, status, reason, message) => {
      const { socket, written, destroy } = fakeSocket();
      handleClientError(parserError(code), socket);
      const [response = ''] = written;
      expect(response.startsWith(`HTTP/1.1 ${status} ${reason}\r\n`)).toBe(true);
      expect(response).toMatch(/\r\nConnection: close\r\n/);
      expect(response).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
      expect(bodyOf(response)).toEqual({ statusCode: status, error: reason, message });
      expect(response).toContain(
        `\r\nContent-Length: ${Buffer.byteLength(JSON.stringify(bodyOf(response)))}\r\n`,
      );
      expect(destroy).toHaveBeenCalled();
    },
  );

  it("answers in the request's language when its Accept-Language line arrived", () => {
    const { socket, written } = fakeSocket();
    handleClientError(
      parserError('HPE_INVALID_METHOD', 'FOO / HTTP/1.1\r\nHost: x\r\nAccept-Language: uk-UA\r\n'),
      socket,
    );
    expect(bodyOf(written[0] ?? '')).toMatchObject({ message: ERROR_MESSAGES.badRequest.ua });
  });

  it('answers a HEAD request without a body', () => {
    const { socket, written } = fakeSocket();
    handleClientError(parserError('HPE_INVALID_URL', 'HEAD /\xfb HTTP/1.1\r\nHost: x\r\n\r\n'), socket);
    const [response = ''] = written;
    expect(response.startsWith('HTTP/1.1 400 Bad Request\r\n')).toBe(true);
    expect(response).toMatch(/\r\nConnection: close\r\n/);
    expect(response.endsWith('\r\n\r\n')).toBe(true);
  });

  it('writes nothing to a connection the client reset or that is gone', () => {
    const reset = fakeSocket();
    handleClientError(parserError('ECONNRESET'), reset.socket);
    const gone = fakeSocket({ destroyed: true });
    handleClientError(parserError('HPE_INVALID_METHOD'), gone.socket);
    expect([...reset.written, ...gone.written]).toEqual([]);
  });
});

describe('a request Node cannot parse, on a real server', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await buildApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  afterAll(() => app.close());

  it('is answered with Connection: close after a kept-alive request, and the connection ends', async () => {
    const socket = connect(port, '127.0.0.1');
    const answers = readAll(socket);
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    // The first answer back before the second request goes: a kept-alive connection, not a pipeline.
    await new Promise((resolve) => socket.once('data', resolve));
    socket.write('FOO /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: pl\r\n\r\n');
    const [first = '', second = ''] = (await answers).split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(second).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(second).toMatch(/\r\nConnection: close\r\n/);
    expect(bodyOf(second)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: ERROR_MESSAGES.badRequest.pl,
    });
  });

  it("lets a keep-alive client's next request through (it was sent into the closed connection before)", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const status = (method: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        const request = get({ host: '127.0.0.1', port, path: '/api/health', method, agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode));
        });
        request.on('error', reject);
      });
    try {
      for (let round = 0; round < 20; round++) {
        expect(await status('FOO')).toBe(400);
        expect(await status('GET')).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });
});
