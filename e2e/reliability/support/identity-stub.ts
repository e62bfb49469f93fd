/**
 * A stand-in for the Authentication emulator's one call the API makes: in emulator mode firebase-admin looks up
 * the user of every token that passed its own checks (`verifyIdToken` always checks revocation there,
 * lib/auth/base-auth.js). With it, an API process of the suite needs no emulator running, its answers say which
 * users exist, and it records whom it was asked about, so a test can tell a token refused by the token checks
 * (never looked up) from one refused for its user.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface IdentityStub {
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

/** `exists` says which users the stand-in knows; every user by default. */
export const startIdentityStub = async (
  exists: (uid: string) => boolean = () => true,
): Promise<IdentityStub> => {
  const lookedUp: string[] = [];
  const server: Server = createServer((request, response) => {
    void readBody(request).then((text) => {
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || !LOOKUP.test(request.url ?? '')) {
        response.statusCode = 404;
        return response.end(JSON.stringify({ error: { code: 404, message: 'NOT_FOUND' } }));
      }
      const { localId = [] } = JSON.parse(text || '{}') as { localId?: string[] };
      lookedUp.push(...localId);
      const users = localId.filter(exists).map((uid) => ({ localId: uid, disabled: false }));
      // No `users` at all is how the emulator says the user does not exist.
      response.end(JSON.stringify(users.length > 0 ? { users } : {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    lookedUp,
    close: () =>
      new Promise<void>((resolve) => {
        // The API keeps its connection alive; it would hold close() open until the API stops.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
