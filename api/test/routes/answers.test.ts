import type { FastifyInstance } from 'fastify';
import { REGISTERED_CHALLENGES } from '../../src/challenges/registry';
import { findingText } from '../../src/challenges/engine/techniques';
import type { TokenVerifier } from '../../src/identity/token-verifier';
import { buildApp } from '../helper';

const GOOD_TOKEN = 'good-token';
const fakeVerifier: TokenVerifier = async (token) => {
  if (token !== GOOD_TOKEN) throw new Error('bad token');
  return { uid: 'learner-1', claims: {} };
};

const ADDER = '/api/learn/v1/adder/answer';
const signedIn = { authorization: `Bearer ${GOOD_TOKEN}` };

describe('answers and hints', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({}, fakeVerifier);
  });
  afterAll(() => app.close());

  it('refuses a call without a token with 401 JSON in the caller language', async () => {
    const response = await app.inject({ url: `${ADDER}/0`, headers: { 'accept-language': 'pl' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Zaloguj się, aby zobaczyć odpowiedzi.',
    });
  });

  it.each([['Bearer garbage'], ['Basic abc'], ['Bearer'], [`bearer  ${GOOD_TOKEN} extra`]])(
    'refuses the header %p with 401',
    async (authorization) => {
      const response = await app.inject({ url: `${ADDER}/0`, headers: { authorization } });
      expect(response.statusCode).toBe(401);
      expect(response.json().statusCode).toBe(401);
    },
  );

  it.each(REGISTERED_CHALLENGES.map(({ entry, definition }) => [entry.path, definition] as const))(
    '%s lists every case and bug with an example for a signed-in user',
    async (path, definition) => {
      const response = await app.inject({ url: `/${path}/answer/0`, headers: signedIn });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const { answers } = response.json<{ answers: string[] }>();
      expect(answers).toHaveLength(definition.cases.length + definition.bugs.length);
      definition.cases.forEach((item, index) => {
        expect(answers[index]).toContain(findingText(item, 'en'));
        expect(answers[index]).toContain('Example:');
      });
    },
  );

  it('gives the hints of levels 1, 2 and 3 for a case, each telling more', async () => {
    const hints = [];
    for (const level of [1, 2, 3]) {
      const response = await app.inject({ url: `${ADDER}/${level}?caseIndex=3`, headers: signedIn });
      expect(response.statusCode).toBe(200);
      hints.push(response.json<{ message: string }>().message);
    }
    expect(hints).toEqual([
      'Think about this technique: Boundary value analysis.',
      'Look for this test case: Boundary value analysis: zero in both fields.',
      'Try these values: "0", "0".',
    ]);
  });

  it('describes an app’s example as the action the tester takes, not as its payload slots', async () => {
    const answers = await app.inject({ url: '/api/functional/v1/todo-list/answer/0', headers: signedIn });
    expect(answers.json<{ answers: string[] }>().answers[1]).toMatch(
      /one-character name.*\. Example: Create the task “A” \(tasks in the list: 0\)$/,
    );
    const hint = await app.inject({
      url: '/api/functional/v1/book-hotel/answer/3?caseIndex=2',
      headers: { ...signedIn, 'accept-language': 'pl' },
    });
    expect(hint.json().message).toBe(
      'Spróbuj tak: Sortowanie „Cena: od najniższej”, filtr „Wszystkie miejsca”.',
    );
  });

  it('names an empty example value as the form sends it, in the caller language', async () => {
    const response = await app.inject({
      url: `${ADDER}/3?caseIndex=6`,
      headers: { ...signedIn, 'accept-language': 'ua' },
    });
    expect(response.json().message).toContain('(порожньо)');
  });

  it.each([
    [`${ADDER}/4?caseIndex=1`],
    [`${ADDER}/0?caseIndex=1`],
    [`${ADDER}/1?caseIndex=99`],
    [`${ADDER}/1?caseIndex=abc`],
    [`${ADDER}/1?caseIndex=1&other=1`],
    [`${ADDER}/x`],
    [`${ADDER}/99999`],
  ])('answers %s with 400 JSON, never 500', async (url) => {
    const response = await app.inject({ url, headers: signedIn });
    expect(response.statusCode).toBe(400);
    expect(response.json().statusCode).toBe(400);
  });
});

/** A token as the emulator signs it: no signature, claims of the demo project. */
const unsignedToken = (claims: Record<string, unknown>) => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: 'https://securetoken.google.com/demo-qa-practice',
    aud: 'demo-qa-practice',
    auth_time: now - 60,
    iat: now - 60,
    exp: now + 3600,
    sub: 'learner-1',
    user_id: 'learner-1',
    ...claims,
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
};

describe('answers with the real firebase-admin verifier', () => {
  const call = async (env: NodeJS.ProcessEnv, token: string) => {
    const app = await buildApp(env);
    try {
      return await app.inject({ url: `${ADDER}/0`, headers: { authorization: `Bearer ${token}` } });
    } finally {
      await app.close();
    }
  };

  it('refuses garbage, a forged unsigned token and an expired one outside emulator mode', async () => {
    for (const token of ['garbage', unsignedToken({}), unsignedToken({ exp: 1 })]) {
      expect((await call({}, token)).statusCode).toBe(401);
    }
  });

  it('refuses an expired emulator token even in emulator mode', async () => {
    const response = await call({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' }, unsignedToken({ exp: 1 }));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session is not valid. Please sign in again.');
  });
});
