/**
 * Reliability: identity tokens. Every answer, hint and assessment call refuses a token that is
 * garbage, expired, for another audience or issuer, unsigned or signed by someone else with 401 and a JSON
 * error, in the production configuration (keys served by the test in place of Google's) and in the local one
 * (the emulator); production with an emulator host does not start at all.
 */
import { connect } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { spawnApi, startApi, UNLIMITED, type ApiProcess } from '../../support/api-process';
import { emulatorTokens, productionTokens, type TokenCase } from '../support/token-cases';
import { startIdentityStub, type IdentityStub } from '../support/identity-stub';
import {
  callWith,
  inParallel,
  protectedCalls,
  type Answer,
  type ProtectedCall,
} from '../support/token-routes';

const PRODUCTION_PROJECT = 'qa-reliability-production';
const LOCAL_PROJECT = 'demo-qa-practice';
const PRELOAD = path.join(import.meta.dirname, '..', 'support', 'token-keys-preload.mjs');
/** Requests in flight at once: enough to be quick, few enough to stay far from any overload check. */
const WIDTH = 16;

/** What the API says (English, no Accept-Language) for no token and for a refused one; never the reason. */
const REFUSAL_MESSAGES = [
  'Please sign in to see the answers.',
  'Please sign in to open the Interview Assessment.',
  'Your session is not valid. Please sign in again.',
];

/** Why an answer is not the refusal a bad token must get; undefined when it is. */
const notARefusal = ({ status, contentType, body }: Answer): string | undefined => {
  if (status !== 401) return `status ${status}`;
  if (!contentType.startsWith('application/json')) return `content-type ${contentType}`;
  try {
    const json = JSON.parse(body) as { statusCode?: unknown; error?: unknown; message?: unknown };
    if (json.statusCode !== 401 || json.error !== 'Unauthorized') return `body ${body}`;
    if (!REFUSAL_MESSAGES.includes(String(json.message))) return `message ${String(json.message)}`;
  } catch {
    return `body is not JSON: ${body.slice(0, 80)}`;
  }
  return undefined;
};

interface Tally {
  requests: number;
  statuses: Record<number, number>;
  /** One line per header that got a wrong answer: how many calls, and the first of them. */
  failures: string[];
}

/** Every call with every header; `judge` says what is wrong with an answer (undefined: as expected). */
const sweep = async (
  origin: string,
  calls: readonly ProtectedCall[],
  cases: readonly (TokenCase | { name: string; authorization: undefined })[],
  judge: (answer: Answer, call: ProtectedCall) => string | undefined,
): Promise<Tally> => {
  const pairs = cases.flatMap((each) => calls.map((call) => ({ each, call })));
  const statuses: Record<number, number> = {};
  const wrong = new Map<string, { count: number; first: string }>();
  await inParallel(pairs, WIDTH, async ({ each, call }) => {
    const answer = await callWith(origin, call.path, each.authorization);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    const problem = judge(answer, call);
    if (!problem) return;
    const seen = wrong.get(each.name) ?? { count: 0, first: `${call.path}: ${problem}` };
    wrong.set(each.name, { ...seen, count: seen.count + 1 });
  });
  const failures = [...wrong].map(
    ([name, { count, first }]) => `${name}: ${count} of ${calls.length} calls, e.g. ${first}`,
  );
  return { requests: pairs.length, statuses, failures };
};

/** The figures of a sweep, in the test's output and its annotations. */
const report = (what: string, { requests, statuses }: Tally) => {
  const line = `${what}: ${requests} requests, statuses ${JSON.stringify(statuses)}`;
  test.info().annotations.push({ type: 'figures', description: line });
  console.log(line);
};

const NO_TOKEN = { name: 'no Authorization header', authorization: undefined };

/**
 * A good token must get what the route gives a signed-in user: never a 401. The assessment answers 200 with or
 * without the subscription, and its body says which.
 */
const accepted =
  (subscribed: boolean) =>
  ({ status, body }: Answer, { kind }: ProtectedCall): string | undefined => {
    if (status !== 200) return `status ${status}, expected 200`;
    if (kind !== 'assessment') return undefined;
    try {
      const said = (JSON.parse(body) as { subscribed?: unknown }).subscribed;
      return said === subscribed ? undefined : `subscribed ${String(said)}, expected ${String(subscribed)}`;
    } catch {
      return `body is not JSON: ${body.slice(0, 80)}`;
    }
  };

test.describe('production configuration: signing keys served by the test', () => {
  const tokens = productionTokens(PRODUCTION_PROJECT);
  let api: ApiProcess;
  let calls: ProtectedCall[];

  test.beforeAll(async () => {
    api = await startApi({
      env: {
        ...UNLIMITED,
        APP_ENV: 'production',
        FIREBASE_PROJECT_ID: PRODUCTION_PROJECT,
        // A deployment signs interview share links with keys of its own; any will do here.
        INTERVIEW_SHARE_SECRETS: 's'.repeat(32),
        LEARNER_ID_SECRET: 'l'.repeat(32),
        ALLOWED_ORIGINS: 'http://localhost:3000',
        // startApi sets an emulator host by default; undefined leaves the variable out of the environment.
        FIREBASE_AUTH_EMULATOR_HOST: undefined,
        QA_TEST_SIGNING_KEYS: JSON.stringify({ [tokens.key.kid]: tokens.key.publicKeyPem }),
      },
      nodeArgs: ['--import', PRELOAD],
    });
    calls = await protectedCalls(api.origin);
    // firebase-admin fetches the keys on the first verification; done here so each test starts with them kept.
    await callWith(api.origin, '/api/assessment', `Bearer ${tokens.good}`);
  });
  const keyFetches = () => api.output().split('token-keys-preload: served').length - 1;
  test.afterAll(async () => {
    expect(await api.stop()).toBe(0);
  });

  test('a token signed with the served key is accepted on every call (the harness works)', async () => {
    expect(calls.filter(({ kind }) => kind === 'answers').length).toBeGreaterThanOrEqual(20);
    const good = await sweep(
      api.origin,
      calls,
      [{ name: 'good', authorization: `Bearer ${tokens.good}` }],
      accepted(false),
    );
    const subscribed = await sweep(
      api.origin,
      calls.filter(({ kind }) => kind === 'assessment'),
      [{ name: 'subscribed', authorization: `Bearer ${tokens.subscribed}` }],
      accepted(true),
    );
    const spellings = await sweep(api.origin, calls, tokens.bearerSpellings, accepted(false));
    report('production, good token', good);
    report('production, Bearer spelled otherwise', spellings);
    expect([...good.failures, ...subscribed.failures, ...spellings.failures]).toEqual([]);
    // The keys came through firebase-admin's key URL, answered by the preload.
    expect(keyFetches()).toBeGreaterThanOrEqual(1);
  });

  test('every bad token gets 401 with a JSON error on every answer, hint and assessment call', async () => {
    const fetchesBefore = keyFetches();
    const tally = await sweep(api.origin, calls, tokens.bad, notARefusal);
    report(`production, ${tokens.bad.length} bad tokens x ${calls.length} calls`, tally);
    expect(tally.failures).toEqual([]);
    // Unknown kids do not make the server ask for the keys again: they are kept for the answer's max-age.
    expect(keyFetches()).toBe(fetchesBefore);
  });

  test('no token, and a good token outside `Bearer <token>`, get 401 on every call', async () => {
    const tally = await sweep(api.origin, calls, [NO_TOKEN, ...tokens.notBearer], notARefusal);
    report(`production, no token and ${tokens.notBearer.length} other headers`, tally);
    expect(tally.failures).toEqual([]);
    expect((await fetch(`${api.origin}/api/health`)).status).toBe(200);
  });
});

test.describe('local configuration: the identity emulator', () => {
  const tokens = emulatorTokens(LOCAL_PROJECT);
  let emulator: IdentityStub;
  let api: ApiProcess;
  let calls: ProtectedCall[];

  test.beforeAll(async () => {
    // A stand-in that records lookups, not the real emulator: the test must know what reached it.
    emulator = await startIdentityStub();
    api = await startApi({
      env: { ...UNLIMITED, FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: LOCAL_PROJECT },
    });
    calls = await protectedCalls(api.origin);
  });
  test.afterAll(async () => {
    expect(await api.stop()).toBe(0);
    await emulator.close();
  });

  test("an emulator token is accepted on every call (unsigned: the emulator's tokens are, by design)", async () => {
    const good = await sweep(
      api.origin,
      calls,
      [{ name: 'good', authorization: `Bearer ${tokens.good}` }],
      accepted(false),
    );
    report('local, good emulator token', good);
    expect(good.failures).toEqual([]);
    // firebase-admin asks the emulator whether the user exists for a token that passes its checks; the API
    // remembers the accepted token, so only the calls in flight before the first answer ask.
    const lookups = emulator.lookedUp.filter((uid) => uid === tokens.goodUid).length;
    expect(lookups).toBeGreaterThan(0);
    expect(lookups).toBeLessThanOrEqual(WIDTH);
    expect(calls.length).toBeGreaterThan(WIDTH);
  });

  test('every bad token gets 401 on every call, refused before any question to the emulator', async () => {
    const before = emulator.lookedUp.length;
    const tally = await sweep(api.origin, calls, [NO_TOKEN, ...tokens.bad], notARefusal);
    report(`local, no token and ${tokens.bad.length} bad tokens x ${calls.length} calls`, tally);
    expect(tally.failures).toEqual([]);
    expect(emulator.lookedUp.slice(before)).toEqual([]);
  });

  test('with the emulator away, a good emulator token not accepted before is refused', async () => {
    await emulator.close();
    // A few calls are enough: the refusal comes from the lookup, the same for every route.
    const tally = await sweep(
      api.origin,
      calls.slice(0, 3),
      [{ name: 'good, never used', authorization: `Bearer ${tokens.unused}` }],
      notARefusal,
    );
    expect(tally.failures).toEqual([]);
  });
});

/** Whether something accepts connections on the port now. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

test.describe('production with an emulator host', () => {
  for (const [appEnv, emulatorHost] of [
    ['production', '127.0.0.1:9099'],
    ['production', 'localhost:9099'],
    [' production ', ' 10.0.0.1:9099 '],
  ] as const) {
    test(`refuses to start (APP_ENV=${JSON.stringify(appEnv)}, emulator ${JSON.stringify(emulatorHost)})`, async () => {
      // Not startApi: this process must never get as far as listening.
      const { port, child, output, exited } = await spawnApi({
        env: {
          APP_ENV: appEnv,
          FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
          FIREBASE_PROJECT_ID: PRODUCTION_PROJECT,
        },
      });
      // Probed for as long as the process lives (at most 15 s, then it is stopped and the test fails).
      let everListened = false;
      let done = false;
      const probing = (async () => {
        while (!done) {
          everListened ||= await listening(port);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const code = await Promise.race([
        exited,
        new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 15_000)),
      ]);
      done = true;
      await probing;
      if (code === 'running') {
        child.kill('SIGKILL');
        await exited;
      }
      expect(code, output()).not.toBe('running');
      expect(code).not.toBe(0);
      expect(output()).toContain('FIREBASE_AUTH_EMULATOR_HOST must not be set when APP_ENV is production.');
      expect(everListened).toBe(false);
      expect(await listening(port)).toBe(false);
    });
  }
});
