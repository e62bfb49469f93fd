/**
 * The one call firebase-admin makes to the Authentication emulator when it verifies an emulator token: it looks
 * the user up (accounts:lookup). Answered here, the fuzz's API process needs no identity emulator running, and
 * the fuzz's learner (FUZZ_UID) reaches the handlers behind sign-in; any other user does not exist.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FUZZ_UID } from './fuzz-tokens';

export interface IdentityStub {
  /** host:port, for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  /** How many lookups the API made. */
  lookups: () => number;
  close: () => Promise<void>;
}

export const startIdentityStub = async (): Promise<IdentityStub> => {
  let lookups = 0;
  const server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || !request.url?.endsWith('/accounts:lookup')) {
        response.writeHead(404).end('{}');
        return;
      }
      lookups += 1;
      const { localId = [] } = JSON.parse(text || '{}') as { localId?: string[] };
      const users = localId
        .filter((id) => id === FUZZ_UID)
        .map((id) => ({ localId: id, email: 'fuzz@example.com', emailVerified: true, disabled: false }));
      // No `users` at all is how the emulator says the user does not exist.
      response.end(
        JSON.stringify({
          kind: 'identitytoolkit#GetAccountInfoResponse',
          ...(users.length > 0 && { users }),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    lookups: () => lookups,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The API keeps its connection alive; it would hold close() open until the API stops.
        server.closeAllConnections();
      }),
  };
};
