/**
 * A stand-in for the Authentication emulator's one call the API makes: in emulator mode firebase-admin looks up
 * the user of every token that passed its own checks (`verifyIdToken` always checks revocation there,
 * lib/auth/base-auth.js). It answers that the user exists and records whom it was asked about, so a test can
 * tell a token refused by the token checks (never looked up) from one refused because the emulator was away.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TokenEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  /** Every uid firebase-admin looked up, in order. */
  lookedUp: string[];
  close: () => Promise<void>;
}

const LOOKUP = /\/identitytoolkit\.googleapis\.com\/v1\/projects\/[^/]+\/accounts:lookup$/;

const readBody = async (request: AsyncIterable<Buffer>): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString();
};

export const startTokenEmulator = async (): Promise<TokenEmulator> => {
  const lookedUp: string[] = [];
  const server: Server = createServer((request, response) => {
    void readBody(request).then((text) => {
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || !LOOKUP.test(request.url ?? '')) {
        response.statusCode = 404;
        return response.end(JSON.stringify({ error: { code: 404, message: 'NOT_FOUND' } }));
      }
      const { localId = [] } = JSON.parse(text) as { localId?: string[] };
      lookedUp.push(...localId);
      response.end(JSON.stringify({ users: localId.map((uid) => ({ localId: uid, disabled: false })) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    lookedUp,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
