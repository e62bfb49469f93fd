/**
 * What a learner keeps and what a leaderboard shows, against clients that lie: a script playing the Game with the
 * answers, a progress import built to erase finds, and one tester's parallel writes through two API instances on
 * a real Redis. Each test prints its figures and keeps them in the report's annotations.
 */
import { expect, test } from '@playwright/test';
import { startRedisServer, type RedisServer } from '../../support/redis-server';
import { startApi, UNLIMITED, type ApiProcess } from '../../support/api-process';
import { definitionOf } from '../../support/definitions';
import { startIdentityStub, type IdentityStub } from '../support/identity-stub';

const PROJECT_ID = 'demo-qa-practice';
const POOL: Record<string, string> = {
  exploratory_calculator: 'api/exploratory/v1/calculator',
  exploratory_triangle: 'api/exploratory/v1/triangle',
  generator_attractor: 'api/generator/v1/attractor',
};
const ROUND_SECONDS = 3;

const figures = (line: string) => {
  console.log(line);
  test.info().annotations.push({ type: 'figures', description: line });
};

/** An emulator token (unsigned) for `uid`: the API with an emulator host accepts it, as it does the emulator's. */
const tokenOf = (uid: string, emailVerified: boolean) => {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    sub: uid,
    user_id: uid,
    email: `${uid}@example.com`,
    email_verified: emailVerified,
    auth_time: now - 60,
    iat: now - 60,
    exp: now + 3600,
  };
  return { authorization: `Bearer ${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.` };
};

test.describe('a learner’s progress and the leaderboard against lying clients', () => {
  let identity: IdentityStub;
  let api: ApiProcess;

  test.beforeAll(async () => {
    identity = await startIdentityStub();
    api = await startApi({
      env: {
        ...UNLIMITED,
        FIREBASE_AUTH_EMULATOR_HOST: identity.host,
        GAME_ROUND_SECONDS: String(ROUND_SECONDS),
        GAME_POOL: Object.keys(POOL).join(','),
      },
    });
  });
  test.afterAll(async () => {
    await api?.stop();
    await identity?.close();
  });

  const call = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const response = await fetch(`${api.origin}/${path}`, {
      method,
      headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };

  const readAnswers = async (storeName: string, reader: Record<string, string>) =>
    expect((await call('GET', `${POOL[storeName]!}/answer/0`, reader)).status).toBe(200);

  /**
   * Starts a round and submits examples of each drawn challenge: a script sends every one, with the answers read
   * by `reader` before the round (every challenge the Game may draw) or during it (the drawn ones); an honest
   * player, reading nothing, finds the first case of each. Answers the score.
   */
  const scriptedRound = async (
    headers: Record<string, string>,
    answers: { reader: Record<string, string>; when: 'before' | 'during' } | null,
  ) => {
    if (answers?.when === 'before') {
      for (const storeName of Object.keys(POOL)) await readAnswers(storeName, answers.reader);
    }
    const started = await call('POST', 'api/game/v1/rounds', headers);
    expect(started.status).toBe(201);
    const round = started.body as { roundId: string; challenges: Array<{ storeName: string }> };
    let score = 0;
    for (const { storeName } of round.challenges) {
      const path = POOL[storeName]!;
      if (answers?.when === 'during') await readAnswers(storeName, answers.reader);
      const { cases, bugs } = definitionOf(path);
      for (const { example } of answers ? [...cases, ...bugs] : cases.slice(0, 1)) {
        const submitted = await call('POST', `api/game/v1/rounds/${round.roundId}/submissions`, headers, {
          storeName,
          payload: example,
        });
        if (submitted.status === 200) score = (submitted.body as { score: number }).score;
      }
    }
    return { roundId: round.roundId, score };
  };

  test('a script with the answers scores, but never ranks; an honest player does', async () => {
    const started = performance.now();
    const unconfirmed = tokenOf('script-unconfirmed', false);
    const peeker = tokenOf('script-confirmed', true);
    const player = tokenOf('script-fed', true);
    const throwaway = tokenOf('script-throwaway', true);
    const honest = tokenOf('honest-player', true);
    for (const [headers, displayName] of [
      [unconfirmed, 'Script One'],
      [peeker, 'Script Two'],
      [player, 'Script Three'],
      [honest, 'Honest Player'],
    ] as const) {
      expect((await call('PUT', 'api/game/v1/me', headers, { displayName })).status).toBe(200);
    }
    // A look-alike of the honest player's name: Cyrillic О, an underscore, capitals.
    const impostor = await call('PUT', 'api/game/v1/me', tokenOf('impostor', true), {
      displayName: 'HОNEST_PLAYER',
    });
    const invisible = await call('PUT', 'api/game/v1/me', tokenOf('invisible', true), {
      displayName: '\u3164\u3164\u3164',
    });

    const first = await scriptedRound(unconfirmed, { reader: unconfirmed, when: 'during' });
    // The account reads every answer before it starts; another plays with answers a throwaway reads during it.
    const second = await scriptedRound(peeker, { reader: peeker, when: 'before' });
    const third = await scriptedRound(player, { reader: throwaway, when: 'during' });
    // Three submissions, the first case of each challenge: fewer than the pacing rule's shortest run.
    const fair = await scriptedRound(honest, null);
    const scripted = ((performance.now() - started) / 1000).toFixed(2);
    await new Promise((resolve) => setTimeout(resolve, ROUND_SECONDS * 1000 + 500));

    const reports = await Promise.all(
      [
        [first, unconfirmed],
        [second, peeker],
        [third, player],
        [fair, honest],
      ].map(async ([round, headers]) => {
        const report = await call(
          'GET',
          `api/game/v1/rounds/${(round as { roundId: string }).roundId}`,
          headers as Record<string, string>,
        );
        return (report.body as { unranked: string | null }).unranked;
      }),
    );
    const board = (await call('GET', 'api/game/v1/leaderboard', {})).body as {
      entries: Array<{ displayName: string; score: number }>;
    };
    figures(
      `Scripted Game: scores ${first.score} (unconfirmed address), ${second.score} (answers opened before), ` +
        `${third.score} (answers read by another account), ` +
        `${fair.score} honest, in ${scripted} s; reports ${JSON.stringify(reports)}; leaderboard ` +
        `${JSON.stringify(board.entries)}; look-alike name ${impostor.status}, invisible name ${invisible.status}`,
    );
    expect(first.score).toBeGreaterThan(fair.score);
    expect(third.score).toBe(first.score);
    expect(reports).toEqual(['emailNotConfirmed', 'answersOpened', 'tooFast', null]);
    // Before: the unconfirmed script was first with the maximum score, and the impostor took the same name; then
    // the account that read the answers before its round was first, and the one fed by a throwaway third.
    expect(board.entries.map((entry) => entry.displayName)).toEqual(['Honest Player']);
    expect(impostor.status).toBe(409);
    expect(invisible.status).toBe(400);
  });

  test('an import of a later epoch with made-up counts erases no find', async () => {
    const learner = tokenOf('importer', true);
    const divide = definitionOf('api/scripted/v1/divide');
    const challenge = (epoch: number, caseNumbers: number[], submissions: Record<string, number>) => ({
      version: 1,
      challenges: {
        scripted_divide: {
          epoch,
          answers: Object.fromEntries(caseNumbers.map((n) => [`case_${n}`, divide.cases[n - 1]!.example])),
          submissions,
          inputClasses: [],
        },
      },
      toursSeen: [],
    });
    expect(
      (await call('POST', 'api/progress/v1/me', learner, challenge(0, [1, 2], { 'laptop-01': 4 }))).status,
    ).toBe(200);
    const hostile = await call(
      'POST',
      'api/progress/v1/me',
      learner,
      challenge(1_000_000, [], { 'laptop-01': 10_000_000 }),
    );
    expect(hostile.status).toBe(200);
    // A genuine find afterwards from a device still at the first epoch.
    await call('POST', 'api/progress/v1/me', learner, challenge(0, [3], { 'phone-002': 1 }));
    const kept = (await call('GET', 'api/progress/v1/me', learner)).body as {
      progress: { challenges: { scripted_divide: { answers: object; submissions: object; epoch: number } } };
    };
    const record = kept.progress.challenges.scripted_divide;
    figures(
      `Hostile import: epoch 1,000,000 and 10,000,000 submissions sent; kept answers ` +
        `${Object.keys(record.answers).sort().join(', ')}, counts ${JSON.stringify(record.submissions)}`,
    );
    // Before: the import emptied the challenge, the later find was dropped and the count stored as sent.
    expect(Object.keys(record.answers).sort()).toEqual(['case_1', 'case_2', 'case_3']);
    expect(record.submissions).toEqual({ 'laptop-01': 10_000, 'phone-002': 1 });
  });
});

test.describe('one tester’s parallel writes through two API instances on Redis', () => {
  let redis: RedisServer;
  let apis: ApiProcess[] = [];

  test.beforeAll(async () => {
    redis = await startRedisServer();
    apis = await Promise.all([1, 2].map(() => startApi({ env: { ...UNLIMITED, REDIS_URL: redis.url } })));
  });
  test.afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await redis?.stop();
  });

  test('lose nothing: every created user has an id of its own and is kept', async () => {
    const headers = { 'content-type': 'application/json', 'x-tester-key': 'parallel-collection-run' };
    const started = performance.now();
    const created = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        fetch(`${apis[n % 2]!.origin}/api/sandbox/v1/users`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: `Parallel ${n}` }),
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { id: number },
        })),
      ),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const ids = new Set(created.map((answer) => answer.body.id));
    const list = (await (
      await fetch(`${apis[0]!.origin}/api/sandbox/v1/users`, { headers })
    ).json()) as unknown[];
    figures(
      `Parallel writes on Redis: 40 POST /users at once through 2 instances in ${seconds} s: ` +
        `${created.filter((answer) => answer.status === 201).length} x 201, ${ids.size} distinct ids, ` +
        `${list.length} users kept (10 seeded)`,
    );
    // Before: 20 x 201, all with id 11, one user stored.
    expect(created.every((answer) => answer.status === 201)).toBe(true);
    expect(ids.size).toBe(40);
    expect(list).toHaveLength(50);
  });
});
