/**
 * The progress API with real identity tokens from the emulator, once against the product's API on its
 * embedded PGlite and once against an API process on a real PostgreSQL server started for this file.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { startApi, type ApiProcess } from '../support/api-process';
import { definitionOf } from '../support/definitions';
import { createAccount, refreshIdToken, TEST_PASSWORD, uniqueEmail } from '../support/identity';
import { startPostgres, type PostgresServer } from '../support/postgres-server';

const MINE = '/api/progress/v1/me';
const SIGN_OUT = '/api/account/v1/sign-out';

/** A record of one challenge whose named cases are found by their definitions' own examples. */
const recordOf = (challengePath: string, storeName: string, caseNumbers: number[], device = 'laptop-01') => {
  const { cases } = definitionOf(challengePath);
  return {
    version: 1,
    challenges: {
      [storeName]: {
        epoch: 0,
        answers: Object.fromEntries(caseNumbers.map((n) => [`case_${n}`, cases[n - 1]!.example])),
        submissions: { [device]: caseNumbers.length * 2 },
        inputClasses: ['empty'],
      },
    },
    toursSeen: [],
  };
};
const divide = (cases: number[], device?: string) =>
  recordOf('api/scripted/v1/divide', 'scripted_divide', cases, device);

interface Stored {
  progress: {
    challenges: Record<string, { answers: Record<string, unknown>; submissions: Record<string, number> }>;
  };
  found: Record<string, Record<string, string>>;
}

const learner = async (request: APIRequestContext) => {
  const { idToken } = await createAccount(request, uniqueEmail('progress'), TEST_PASSWORD);
  return { authorization: `Bearer ${idToken}` };
};

for (const engine of ['PGlite', 'PostgreSQL'] as const) {
  test.describe(`progress API on ${engine}`, () => {
    const api = { origin: 'http://localhost:8080' };
    let postgres: PostgresServer | undefined;
    let apiProcess: ApiProcess | undefined;

    test.beforeAll(async () => {
      if (engine === 'PGlite') return;
      test.setTimeout(60_000);
      postgres = await startPostgres();
      apiProcess = await startApi({ env: { DATABASE_URL: postgres.url } });
      api.origin = apiProcess.origin;
    });

    test.afterAll(async () => {
      await apiProcess?.stop();
      await postgres?.stop();
    });

    test('keeps, merges, exports and deletes a learner’s progress with a real token', async ({ request }) => {
      const headers = await learner(request);
      const url = `${api.origin}${MINE}`;

      const first = await request.post(url, { headers, data: divide([1, 2]) });
      expect(first.status()).toBe(200);
      // A second device brings another case and its own count; nothing of the first is lost.
      const second = await request.post(url, { headers, data: divide([3], 'phone-002') });
      expect(second.status(), await second.text()).toBe(200);
      const merged = (await second.json()) as Stored;
      expect(Object.keys(merged.progress.challenges.scripted_divide!.answers).sort()).toEqual([
        'case_1',
        'case_2',
        'case_3',
      ]);
      expect(merged.progress.challenges.scripted_divide!.submissions).toEqual({
        'laptop-01': 4,
        'phone-002': 2,
      });
      expect(Object.keys(merged.found.scripted_divide!).sort()).toEqual(['case_1', 'case_2', 'case_3']);

      // Export: what GET gives is what was stored.
      const exported = await request.get(url, { headers });
      expect(exported.status()).toBe(200);
      expect(exported.headers()['cache-control']).toBe('private, no-store');
      expect(await exported.json()).toEqual(merged);

      const deleted = await request.delete(url, { headers });
      expect(deleted.status()).toBe(204);
      expect(((await (await request.get(url, { headers })).json()) as Stored).progress.challenges).toEqual(
        {},
      );
    });

    test('keeps each learner to their own progress', async ({ request }) => {
      const [anna, boris] = [await learner(request), await learner(request)];
      const url = `${api.origin}${MINE}`;
      await request.post(url, { headers: anna, data: divide([1]) });
      expect(
        ((await (await request.get(url, { headers: boris })).json()) as Stored).progress.challenges,
      ).toEqual({});
      // Boris deleting his progress leaves Anna's alone.
      expect((await request.delete(url, { headers: boris })).status()).toBe(204);
      const annas = (await (await request.get(url, { headers: anna })).json()) as Stored;
      expect(Object.keys(annas.progress.challenges)).toEqual(['scripted_divide']);
    });

    test('refuses the token it accepted once its learner signs out, and any token of that sign-in', async ({
      request,
    }) => {
      const url = `${api.origin}${MINE}`;
      const account = await createAccount(request, uniqueEmail('sign-out'), TEST_PASSWORD);
      const headers = { authorization: `Bearer ${account.idToken}` };
      const other = await learner(request);
      expect((await request.get(url, { headers })).status()).toBe(200);
      // Firebase keeps a sign-out's time in whole seconds: one in the second of the sign-in would not end it.
      await new Promise((resolve) => setTimeout(resolve, 1_100));

      const signedOut = await request.post(`${api.origin}${SIGN_OUT}`, { headers });
      expect(signedOut.status()).toBe(204);
      // The API had accepted (and remembered) this token; it is refused at once all the same.
      const refused = await request.get(url, { headers });
      expect(refused.status()).toBe(401);
      expect(((await refused.json()) as { message: string }).message).toBe(
        'This session has ended: the account was signed out, on this device or another. Please sign in again.',
      );
      expect((await request.get(url, { headers: other })).status()).toBe(200);
      // The emulator still refreshes a revoked session (Firebase does not), but the token keeps the old sign-in.
      const refreshed = await refreshIdToken(request, account.refreshToken);
      expect(refreshed.status()).toBe(200);
      const { id_token: renewed } = (await refreshed.json()) as { id_token: string };
      expect(renewed).not.toBe(account.idToken);
      expect((await request.get(url, { headers: { authorization: `Bearer ${renewed}` } })).status()).toBe(
        401,
      );
    });

    test('refuses a call without a token (401) and a body over the limit (413)', async ({ request }) => {
      const url = `${api.origin}${MINE}`;
      for (const method of ['get', 'post', 'delete'] as const) {
        const response = await request[method](url, method === 'post' ? { data: divide([1]) } : {});
        expect(response.status()).toBe(401);
        expect(((await response.json()) as { message: string }).message).toBe(
          'Please sign in to keep your progress with your account.',
        );
      }
      const huge = { ...divide([1]), padding: 'x'.repeat(300 * 1024) };
      const oversize = await request.post(url, { headers: await learner(request), data: huge });
      expect(oversize.status()).toBe(413);
    });
  });
}
