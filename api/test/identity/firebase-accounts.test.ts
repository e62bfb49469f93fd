import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config';
import { createFirebaseAccounts } from '../../src/identity/firebase-accounts';

const PROJECT_ID = 'demo-accounts-test';
const ACCOUNTS = `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`;

/**
 * The emulator's two calls firebase-admin makes for the directory, over HTTP as the emulator answers them:
 * `lookup` of a user (no `users` when there is none), and `update` with `validSince` when refresh tokens are revoked.
 */
function identityToolkit(users: Record<string, Record<string, unknown>>) {
  const updates: unknown[] = [];
  let failing = false;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const payload = JSON.parse(body || '{}') as { localId?: string[] | string };
      response.setHeader('content-type', 'application/json');
      if (failing) {
        response.statusCode = 500;
        return response.end(JSON.stringify({ error: { code: 500, message: 'INTERNAL_ERROR' } }));
      }
      if (request.url === `${ACCOUNTS}:lookup`) {
        const found = [payload.localId ?? []].flat().flatMap((uid) => {
          const user = users[uid];
          return user ? [{ localId: uid, ...user }] : [];
        });
        return response.end(JSON.stringify(found.length > 0 ? { users: found } : {}));
      }
      if (request.url === `${ACCOUNTS}:update`) {
        updates.push(payload);
        return response.end(JSON.stringify({ localId: payload.localId }));
      }
      response.statusCode = 404;
      response.end('{}');
    });
  });
  return { server, updates, fail: () => (failing = true) };
}

describe('the accounts as firebase-admin reads them from the identity emulator', () => {
  const toolkit = identityToolkit({
    ann: { email: 'ann@example.com', validSince: '1800000000' },
    bob: { email: 'bob@example.com', disabled: true, validSince: '1700000000' },
    cleo: { email: 'cleo@example.com' },
  });
  let accounts: ReturnType<typeof createFirebaseAccounts>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => toolkit.server.listen(0, '127.0.0.1', resolve));
    const { port } = toolkit.server.address() as AddressInfo;
    const config = loadConfig({
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${port}`,
      FIREBASE_PROJECT_ID: PROJECT_ID,
    });
    accounts = createFirebaseAccounts(config);
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        toolkit.server.closeAllConnections();
        toolkit.server.close(() => resolve());
      }),
  );

  it('reads when tokens became valid again, whether the account is disabled, and a user it lacks as deleted', async () => {
    expect(await accounts.standing('ann')).toEqual({ state: 'active', signedInAfterMs: 1_800_000_000_000 });
    expect(await accounts.standing('bob')).toEqual({ state: 'disabled' });
    expect(await accounts.standing('cleo')).toEqual({ state: 'active' });
    expect(await accounts.standing('nobody')).toEqual({ state: 'deleted' });
  });

  it('revokes the account’s refresh tokens as of now', async () => {
    const before = Math.floor(Date.now() / 1000);
    await accounts.revokeSessions('ann');
    const [update] = toolkit.updates as Array<{ localId: string; validSince: number }>;
    expect(update?.localId).toBe('ann');
    expect(Number(update?.validSince)).toBeGreaterThanOrEqual(before);
  });

  it('lets any other failure through, so the route answers 503 rather than a guess', async () => {
    toolkit.fail();
    await expect(accounts.standing('ann')).rejects.toThrow();
  });
});
