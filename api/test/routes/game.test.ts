import {
  GAME_API,
  GAME_POINTS,
  gameFinishPath,
  gameRoundPath,
  gameSubmissionsPath,
  type GameLeaderboard,
  type GamePlayer,
  type GameRoundReport,
  type GameRoundStarted,
  type GameSubmissionResult,
} from '@qa/shared/game';
import { PROGRESS_API, TECHNIQUES, type Technique } from '@qa/shared/progress';
import type { ChallengeResult } from '@qa/shared/catalogue';
import type { FastifyInstance } from 'fastify';
import { REGISTERED_BY_STORE_NAME } from '../../src/challenges/registry';
import { GAME_CHALLENGES } from '../../src/game/game-challenges';
import { ROUND_STARTS_PER_MINUTE, SIGNED_IN_ROUND_KEPT_MS } from '../../src/routes/game';
import { buildApp, buildAppWithDatabase } from '../helper';
import { as, asUnconfirmed, everyAnswer, movableClock, verifier } from '../support/game-fixtures';
import { answerOf } from '../support/progress-fixtures';

const ROUNDS = `/${GAME_API.rounds}`;
const MINE = `/${GAME_API.mine}`;
const ROUND_SECONDS = 300;
const time = movableClock('2026-11-25T10:00:00.000Z');

/** The points a result's finds are worth, as the test reads them from the challenge's own answer. */
const keysOf = ({ caseIndex, bugIndex }: ChallengeResult): string[] => [
  ...(caseIndex ? [`case_${caseIndex}`] : []),
  ...(bugIndex ? [`bug_${bugIndex}`] : []),
];
const pointsOfKeys = (keys: Iterable<string>): number =>
  [...keys].reduce((sum, key) => sum + (key.startsWith('bug_') ? GAME_POINTS.bug : GAME_POINTS.case), 0);

describe('the Game (PGlite in memory)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildAppWithDatabase(verifier, { clock: time.clock });
  }, 20_000);
  afterAll(() => app.close());
  beforeEach(() => time.reset());

  const start = async (user?: string): Promise<GameRoundStarted> => {
    const response = await app.inject({ method: 'POST', url: ROUNDS, headers: as(user) });
    expect(response.statusCode).toBe(201);
    return response.json<GameRoundStarted>();
  };
  const submit = (roundId: string, body: object, user?: string, language = 'en') =>
    app.inject({
      method: 'POST',
      url: `/${gameSubmissionsPath(roundId)}`,
      headers: { ...as(user), 'accept-language': language },
      payload: body,
    });
  const read = (roundId: string, user?: string) =>
    app.inject({ url: `/${gameRoundPath(roundId)}`, headers: as(user) });
  const reportOf = async (roundId: string, user?: string) => {
    const response = await read(roundId, user);
    expect(response.statusCode).toBe(200);
    return response.json<GameRoundReport>();
  };
  const finish = (roundId: string, user?: string, payload?: object) =>
    app.inject({ method: 'POST', url: `/${gameFinishPath(roundId)}`, headers: as(user), payload });
  /** Submits the example of the first case of the round's first challenge; answers the score. */
  const findFirstCase = async (round: GameRoundStarted, user?: string) => {
    const { storeName } = round.challenges[0]!;
    const response = await submit(
      round.roundId,
      { storeName, payload: answerOf(storeName, 'case', 1) },
      user,
    );
    expect(response.statusCode).toBe(200);
    return response.json<GameSubmissionResult>().score;
  };

  describe('starting a round', () => {
    it('draws three distinct challenges and tells their counts, never a case', async () => {
      const response = await app.inject({ method: 'POST', url: ROUNDS });
      expect(response.statusCode).toBe(201);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const round = response.json<GameRoundStarted>();
      expect(round).toEqual({
        roundId: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        ),
        startedAt: '2026-11-25T10:00:00.000Z',
        endsAt: '2026-11-25T10:05:00.000Z',
        durationSeconds: ROUND_SECONDS,
        challenges: expect.any(Array),
      });
      expect(round.challenges).toHaveLength(3);
      expect(new Set(round.challenges.map((challenge) => challenge.storeName)).size).toBe(3);
      for (const challenge of round.challenges) {
        expect(challenge).toEqual(GAME_CHALLENGES.get(challenge.storeName)?.challenge);
        const { definition } = REGISTERED_BY_STORE_NAME.get(challenge.storeName)!;
        for (const finding of [...definition.cases, ...definition.bugs]) {
          expect(response.body).not.toContain(finding.text.en);
        }
      }
    });

    it('never draws a challenge whose page lists its test cases, so no scripted one', async () => {
      expect([...GAME_CHALLENGES.values()].filter(({ challenge }) => challenge.type === 'scripted')).toEqual(
        [],
      );
      for (const storeName of GAME_CHALLENGES.keys()) {
        const { path } = REGISTERED_BY_STORE_NAME.get(storeName)!.entry;
        const info = await app.inject({ url: `/${path}` });
        expect(info.json<{ cases: string[] }>().cases).toEqual([]);
      }
    });

    it('refuses a body that tries to shape the round', async () => {
      const response = await app.inject({ method: 'POST', url: ROUNDS, payload: { score: 999 } });
      expect(response.statusCode).toBe(400);
      expect(await app.inject({ method: 'POST', url: ROUNDS, payload: {} })).toMatchObject({
        statusCode: 201,
      });
    });

    it('limits how often one learner starts rounds', async () => {
      const statuses: number[] = [];
      for (let count = 0; count <= ROUND_STARTS_PER_MINUTE.learner; count += 1) {
        statuses.push((await app.inject({ method: 'POST', url: ROUNDS, headers: as('rushing') })).statusCode);
      }
      expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });

    it('forgets anonymous rounds a day after their end, and a learner’s a year after', async () => {
      const anonymous = await start();
      const signedIn = await start('keeper');
      time.set(Date.parse(anonymous.endsAt) + 24 * 60 * 60 * 1000 + 1);
      await start();
      expect((await read(anonymous.roundId)).statusCode).toBe(404);
      expect((await read(signedIn.roundId, 'keeper')).statusCode).toBe(200);
      time.set(Date.parse(signedIn.endsAt) + SIGNED_IN_ROUND_KEPT_MS + 1);
      await start();
      expect((await read(signedIn.roundId, 'keeper')).statusCode).toBe(404);
    });
  });

  describe('what ranks', () => {
    const openAnswers = (storeName: string, user: string) =>
      app.inject({
        url: `/${REGISTERED_BY_STORE_NAME.get(storeName)!.entry.path}/answer/1`,
        headers: as(user),
      });

    it('keeps a round off the leaderboard while the account’s email address is not confirmed', async () => {
      const response = await app.inject({ method: 'POST', url: ROUNDS, headers: asUnconfirmed('scripted') });
      expect(response.statusCode).toBe(201);
      const { roundId } = response.json<GameRoundStarted>();
      const report = await app.inject({
        url: `/${gameRoundPath(roundId)}`,
        headers: asUnconfirmed('scripted'),
      });
      expect(report.json<GameRoundReport>().unranked).toBe('emailNotConfirmed');
      expect((await reportOf((await start('confirmed')).roundId, 'confirmed')).unranked).toBeNull();
    });

    it('takes a round off the leaderboard once its learner opens an answer of a drawn challenge', async () => {
      const round = await start('peeker');
      const [drawn] = round.challenges;
      const notDrawn = [...REGISTERED_BY_STORE_NAME.keys()].find(
        (storeName) => !round.challenges.some((challenge) => challenge.storeName === storeName),
      )!;
      expect((await openAnswers(notDrawn, 'peeker')).statusCode).toBe(200);
      expect((await reportOf(round.roundId, 'peeker')).unranked).toBeNull();
      expect((await openAnswers(drawn!.storeName, 'peeker')).statusCode).toBe(200);
      expect((await reportOf(round.roundId, 'peeker')).unranked).toBe('answersOpened');
    });

    it('keeps a round ranked when the answers were opened by someone else or after its end', async () => {
      const round = await start('honest');
      const [drawn] = round.challenges;
      await openAnswers(drawn!.storeName, 'someone-else');
      time.set(round.endsAt);
      await openAnswers(drawn!.storeName, 'honest');
      expect((await reportOf(round.roundId, 'honest')).unranked).toBeNull();
    });
  });

  describe('scoring', () => {
    it('scores exactly the distinct cases and bugs the challenges’ own answers found', async () => {
      const round = await start('anna');
      const found = new Set<string>();
      let scoredTotal = 0;
      for (const { storeName } of round.challenges) {
        const path = REGISTERED_BY_STORE_NAME.get(storeName)!.entry.path;
        const answers = everyAnswer(storeName);
        // Every answer twice: a case found again adds nothing.
        for (const payload of [...answers, ...answers]) {
          const response = await submit(round.roundId, { storeName, payload }, 'anna');
          expect(response.statusCode).toBe(200);
          expect(response.headers['cache-control']).toBe('private, no-store');
          const answer = response.json<GameSubmissionResult>();
          // Judged as the challenge's own route judges the same payload.
          const direct = await app.inject({ method: 'POST', url: `/${path}`, payload });
          expect(answer.result).toEqual(direct.json());
          const fresh = keysOf(answer.result).map((key) => `${storeName}/${key}`);
          const expected = pointsOfKeys(
            fresh.filter((key) => !found.has(key)).map((key) => key.split('/')[1]!),
          );
          fresh.forEach((key) => found.add(key));
          expect(answer.scored).toBe(expected);
          expect(answer.score).toBe(pointsOfKeys([...found].map((key) => key.split('/')[1]!)));
          expect(answer.endsAt).toBe(round.endsAt);
          scoredTotal += answer.scored;
        }
      }
      const report = await reportOf(round.roundId, 'anna');
      expect(report.score).toBe(scoredTotal);
      expect(report.score).toBe(pointsOfKeys([...found].map((key) => key.split('/')[1]!)));
      expect(report.found.map(({ storeName, key }) => `${storeName}/${key}`).sort()).toEqual(
        [...found].sort(),
      );
    });

    it('takes a payload that names its empty fields, as the page sends it', async () => {
      const round = await start();
      // A form of fields names its empty ones; the builder forms send option indexes and never do. A round draws
      // three challenges and there are two builder ones, so one of them is a form of fields.
      const { storeName } = round.challenges.find(
        (challenge) => !REGISTERED_BY_STORE_NAME.get(challenge.storeName)?.definition.resultDropdown,
      )!;
      const payload = { ...answerOf(storeName, 'case', 1), emptyFields: [] };
      const response = await submit(round.roundId, { storeName, payload });
      expect(response.statusCode).toBe(200);
      expect(response.json<GameSubmissionResult>().result.caseIndex).toBe(1);
    });

    it('counts a case once when the same find arrives several times at once', async () => {
      const round = await start();
      const { storeName } = round.challenges[0]!;
      const payload = answerOf(storeName, 'case', 1);
      const responses = await Promise.all(
        Array.from({ length: 6 }, () => submit(round.roundId, { storeName, payload })),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
      const answers = responses.map((response) => response.json<GameSubmissionResult>());
      const worth = pointsOfKeys(keysOf(answers[0]!.result));
      expect(answers.reduce((sum, answer) => sum + answer.scored, 0)).toBe(worth);
      expect(answers.filter((answer) => answer.scored > 0)).toHaveLength(1);
      expect((await reportOf(round.roundId)).score).toBe(worth);
    });
  });

  describe('a forged score', () => {
    it('is refused as a field of a submission, and nothing is scored', async () => {
      const round = await start('boris');
      const { storeName } = round.challenges[0]!;
      const payload = answerOf(storeName, 'case', 1);
      const forged = await submit(round.roundId, { storeName, payload, score: 1000 }, 'boris');
      expect(forged.statusCode).toBe(400);
      expect(forged.json<{ message: string }>().message).toMatch(/The field "score" is not expected here\./);
      const inPayload = await submit(
        round.roundId,
        { storeName, payload: { ...payload, score: 1000 } },
        'boris',
      );
      expect(inPayload.statusCode).toBe(400);
      expect((await reportOf(round.roundId, 'boris')).score).toBe(0);
    });

    it('has no address to be posted to', async () => {
      const round = await start('boris');
      for (const [method, url] of [
        ['POST', `/${gameRoundPath(round.roundId)}/score`],
        ['POST', `/${gameRoundPath(round.roundId)}`],
        ['PUT', `/${gameRoundPath(round.roundId)}`],
        ['PATCH', `/${gameRoundPath(round.roundId)}`],
        ['POST', `/${GAME_API.leaderboard}`],
      ] as const) {
        const response = await app.inject({ method, url, headers: as('boris'), payload: { score: 1000 } });
        expect(response.statusCode).toBe(404);
      }
      expect((await reportOf(round.roundId, 'boris')).score).toBe(0);
    });
  });

  describe('the end of a round', () => {
    it('takes a submission until its end and none from its end on (409), scoring nothing', async () => {
      const round = await start('clara');
      const [first, second] = round.challenges as [
        GameRoundStarted['challenges'][0],
        GameRoundStarted['challenges'][0],
      ];
      time.set(Date.parse(round.endsAt) - 1);
      expect((await reportOf(round.roundId, 'clara')).over).toBe(false);
      const inTime = await submit(
        round.roundId,
        { storeName: first.storeName, payload: answerOf(first.storeName, 'case', 1) },
        'clara',
      );
      expect(inTime.statusCode).toBe(200);
      const score = inTime.json<GameSubmissionResult>().score;
      expect(score).toBeGreaterThan(0);

      time.set(round.endsAt);
      const late = await submit(
        round.roundId,
        { storeName: second.storeName, payload: answerOf(second.storeName, 'case', 1) },
        'clara',
        'ua',
      );
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message:
          'Час вийшов: цей раунд завершено, і бали більше не нараховуються. Почніть новий раунд, щоб зіграти ще.',
      });
      const report = await reportOf(round.roundId, 'clara');
      expect(report).toMatchObject({ over: true, score });
      expect(report.found.map(({ storeName }) => storeName)).not.toContain(second.storeName);
    });

    it('lasts GAME_ROUND_SECONDS', async () => {
      const short = await buildApp({ GAME_ROUND_SECONDS: '2' }, verifier, {
        clock: time.clock,
      });
      try {
        const response = await short.inject({ method: 'POST', url: ROUNDS });
        const round = response.json<GameRoundStarted>();
        expect(round.durationSeconds).toBe(2);
        expect(Date.parse(round.endsAt) - Date.parse(round.startedAt)).toBe(2000);
        time.set(Date.parse(round.startedAt) + 2000);
        const { storeName } = round.challenges[0]!;
        const late = await short.inject({
          method: 'POST',
          url: `/${gameSubmissionsPath(round.roundId)}`,
          payload: { storeName, payload: answerOf(storeName, 'case', 1) },
        });
        expect(late.statusCode).toBe(409);
      } finally {
        await short.close();
      }
      // An app of its own starts a second PGlite (seconds on a busy machine).
    }, 20_000);
  });

  describe('finishing a round early', () => {
    it('ends it now: the report is over with the score kept, and a later submission is refused', async () => {
      const round = await start('kyrylo');
      const score = await findFirstCase(round, 'kyrylo');
      expect(score).toBeGreaterThan(0);
      const finishedAt = Date.parse(round.startedAt) + 60_000;
      time.set(finishedAt);

      const response = await finish(round.roundId, 'kyrylo');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const report = response.json<GameRoundReport>();
      expect(report).toMatchObject({
        roundId: round.roundId,
        startedAt: round.startedAt,
        endsAt: new Date(finishedAt).toISOString(),
        over: true,
        score,
        personalBest: score,
      });
      expect(report.missedByTechnique).not.toBeNull();
      expect(await reportOf(round.roundId, 'kyrylo')).toEqual(report);

      const [, second] = round.challenges;
      const late = await submit(
        round.roundId,
        { storeName: second!.storeName, payload: answerOf(second!.storeName, 'case', 1) },
        'kyrylo',
      );
      expect(late.statusCode).toBe(409);
      expect(late.json<{ message: string }>().message).toMatch(/this round is over/);
      expect((await reportOf(round.roundId, 'kyrylo')).score).toBe(score);
    });

    it('answers the same report when it is finished again, even after the clock would have ended it', async () => {
      const round = await start('liudmyla');
      await findFirstCase(round, 'liudmyla');
      time.set(Date.parse(round.startedAt) + 30_000);
      const first = await finish(round.roundId, 'liudmyla');
      expect(first.statusCode).toBe(200);
      for (const later of [Date.parse(round.startedAt) + 31_000, Date.parse(round.endsAt) + 1]) {
        time.set(later);
        const again = await finish(round.roundId, 'liudmyla');
        expect(again.statusCode).toBe(200);
        expect(again.json()).toEqual(first.json());
      }
    });

    it('is refused for a round someone else started (404) and for one the clock ended (409)', async () => {
      const round = await start('marta');
      const missing = await finish('7d0c2b9e-1f4a-4c8e-9b1d-2a3e4f5a6b7c', 'marta');
      expect(missing.statusCode).toBe(404);
      for (const stranger of ['emma', undefined]) {
        const refused = await finish(round.roundId, stranger);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual(missing.json());
      }
      expect((await reportOf(round.roundId, 'marta')).over).toBe(false);

      time.set(round.endsAt);
      const ended = await finish(round.roundId, 'marta');
      expect(ended.statusCode).toBe(409);
      expect((await reportOf(round.roundId, 'marta')).endsAt).toBe(round.endsAt);
    });

    it('takes no body and lets anyone with an anonymous round’s id finish it', async () => {
      const round = await start();
      const forged = await finish(round.roundId, undefined, { score: 1000 });
      expect(forged.statusCode).toBe(400);
      expect((await reportOf(round.roundId)).over).toBe(false);
      const finished = await finish(round.roundId, undefined, {});
      expect(finished.statusCode).toBe(200);
      expect(finished.json<GameRoundReport>()).toMatchObject({ over: true, score: 0 });
    });

    it('ranks the round at once, as any ended round', async () => {
      const displayName = 'Early Finisher';
      expect(
        (await app.inject({ method: 'PUT', url: MINE, headers: as('nazar'), payload: { displayName } }))
          .statusCode,
      ).toBe(200);
      const round = await start('nazar');
      const score = await findFirstCase(round, 'nazar');
      const board = async () =>
        (await app.inject({ url: `/${GAME_API.leaderboard}` })).json<GameLeaderboard>().entries;
      expect((await board()).map((entry) => entry.displayName)).not.toContain(displayName);
      time.set(Date.parse(round.startedAt) + 1000);
      expect((await finish(round.roundId, 'nazar')).statusCode).toBe(200);
      expect(await board()).toContainEqual({ rank: expect.any(Number), displayName, score });
    });
  });

  describe('whose round it is', () => {
    it('answers anyone but the learner who started it as if it did not exist', async () => {
      const round = await start('dmytro');
      const { storeName } = round.challenges[0]!;
      const body = { storeName, payload: answerOf(storeName, 'case', 1) };
      const missing = await read('7d0c2b9e-1f4a-4c8e-9b1d-2a3e4f5a6b7c', 'dmytro');
      expect(missing.statusCode).toBe(404);
      for (const stranger of ['emma', undefined]) {
        const submitted = await submit(round.roundId, body, stranger);
        expect(submitted.statusCode).toBe(404);
        expect(submitted.json()).toEqual(missing.json());
        const seen = await read(round.roundId, stranger);
        expect(seen.statusCode).toBe(404);
        expect(seen.json()).toEqual(missing.json());
      }
      expect((await reportOf(round.roundId, 'dmytro')).score).toBe(0);
      expect((await submit(round.roundId, body, 'dmytro')).statusCode).toBe(200);
    });

    it('lets anyone with an anonymous round’s id play and read it', async () => {
      const round = await start();
      const [first, second] = round.challenges as [
        GameRoundStarted['challenges'][0],
        GameRoundStarted['challenges'][0],
      ];
      const anonymous = await submit(round.roundId, {
        storeName: first.storeName,
        payload: answerOf(first.storeName, 'case', 1),
      });
      expect(anonymous.statusCode).toBe(200);
      const signedIn = await submit(
        round.roundId,
        { storeName: second.storeName, payload: answerOf(second.storeName, 'case', 1) },
        'emma',
      );
      expect(signedIn.statusCode).toBe(200);
      expect((await reportOf(round.roundId)).score).toBe(signedIn.json<GameSubmissionResult>().score);
      expect((await reportOf(round.roundId, 'emma')).found).toHaveLength(
        (await reportOf(round.roundId)).found.length,
      );
    });

    it.each([
      ['a forged token', { authorization: 'Bearer forged' }],
      ['another scheme', { authorization: 'Basic ZW1tYTpzZWNyZXQ=' }],
    ])('refuses %s with 401 on every call', async (_name, headers) => {
      const round = await start();
      const { storeName } = round.challenges[0]!;
      const calls = [
        { method: 'POST' as const, url: ROUNDS },
        {
          method: 'POST' as const,
          url: `/${gameSubmissionsPath(round.roundId)}`,
          payload: { storeName, payload: answerOf(storeName, 'case', 1) },
        },
        { method: 'GET' as const, url: `/${gameRoundPath(round.roundId)}` },
        { method: 'POST' as const, url: `/${gameFinishPath(round.roundId)}` },
        { method: 'GET' as const, url: MINE },
        { method: 'PUT' as const, url: MINE, payload: { displayName: 'Forger' } },
      ];
      for (const call of calls) {
        const response = await app.inject({ ...call, headers });
        expect(response.statusCode).toBe(401);
      }
      expect((await reportOf(round.roundId)).score).toBe(0);
    });

    it('asks for a sign-in to choose a name, in the caller’s language', async () => {
      const response = await app.inject({ url: MINE, headers: { 'accept-language': 'pl' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        message: 'Zaloguj się, aby wybrać swoją nazwę w tabeli wyników.',
      });
    });
  });

  describe('what a submission must name', () => {
    it('refuses a malformed round id with 400 and an unknown one with 404', async () => {
      expect((await read('not-a-uuid')).statusCode).toBe(400);
      expect((await submit('not-a-uuid', { storeName: 'scripted_divide', payload: {} })).statusCode).toBe(
        400,
      );
      expect((await read("1' OR '1'='1")).statusCode).toBe(400);
      const unknown = await submit('0b9e7f7c-3a1d-4e57-8f5e-6c1d2b3a4f5e', {
        storeName: 'scripted_divide',
        payload: {},
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: 'This round was not found. Start a new round.' });
    });

    it('refuses a challenge that is not in the round, localized', async () => {
      const round = await start();
      const drawn = new Set(round.challenges.map(({ storeName }) => storeName));
      const other = [...GAME_CHALLENGES.keys()].find((storeName) => !drawn.has(storeName))!;
      for (const storeName of [other, 'learn_adder', 'nothing']) {
        const response = await submit(round.roundId, { storeName, payload: { first: '1' } }, undefined, 'ru');
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: 'Это задание не входит в этот раунд.' });
      }
    });

    it('refuses a payload the challenge’s form could not send', async () => {
      const round = await start();
      const { storeName, fieldCount } = round.challenges[0]!;
      const payload = { ...answerOf(storeName, 'case', 1), ...(fieldCount < 3 ? { third: 'x' } : {}) };
      const overfull = await submit(round.roundId, {
        storeName,
        payload: fieldCount < 3 ? payload : { ...payload, expectedResult: 99 },
      });
      expect(overfull.statusCode).toBe(400);
      expect(overfull.json<{ message: string }>().message).toMatch(
        /^The request does not have the expected format\. The field "\w+" of the field "payload" /,
      );
      const tooLong = await submit(round.roundId, { storeName, payload: { first: 'x'.repeat(257) } });
      expect(tooLong.statusCode).toBe(400);
      expect((await reportOf(round.roundId)).score).toBe(0);
    });
  });

  describe('the report of a round', () => {
    it('names what was found and counts what was missed, without a missed case’s text', async () => {
      const round = await start('fedir');
      const [first, second, third] = round.challenges as [
        GameRoundStarted['challenges'][0],
        GameRoundStarted['challenges'][0],
        GameRoundStarted['challenges'][0],
      ];
      const results = new Map<string, ChallengeResult>();
      for (const { storeName } of [first, second]) {
        const response = await submit(
          round.roundId,
          { storeName, payload: answerOf(storeName, 'case', 1) },
          'fedir',
        );
        results.set(storeName, response.json<GameSubmissionResult>().result);
      }
      const response = await read(round.roundId, 'fedir');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const report = response.json<GameRoundReport>();
      expect(report).toMatchObject({
        roundId: round.roundId,
        startedAt: round.startedAt,
        endsAt: round.endsAt,
        challenges: round.challenges,
        over: false,
      });

      for (const challenge of [first, second, third]) {
        const result = results.get(challenge.storeName);
        const keys = result ? keysOf(result) : [];
        const cases = keys.filter((key) => key.startsWith('case_')).length;
        expect(report.missed[challenge.storeName]).toEqual({
          cases: challenge.cases - cases,
          bugs: challenge.bugs - (keys.length - cases),
        });
        const found = report.found.filter(({ storeName }) => storeName === challenge.storeName);
        expect(found.map(({ key }) => key)).toEqual(keys);
        // The texts found are the ones the submission's answer already showed.
        expect(found.map(({ text }) => text)).toEqual(
          [result?.caseText, result?.bugText].filter((text) => text !== undefined),
        );
      }
      expect(Object.keys(report.missed).sort()).toEqual(
        [first, second, third].map((c) => c.storeName).sort(),
      );
      expect(JSON.stringify(report.missed)).toMatch(/^[{}",:_a-zA-Z0-9]*$/);
      const foundTexts = report.found.map(({ text }) => text).join('\n');
      for (const challenge of [first, second, third]) {
        const { definition } = REGISTERED_BY_STORE_NAME.get(challenge.storeName)!;
        const foundKeys = new Set(
          report.found.filter((item) => item.storeName === challenge.storeName).map((item) => item.key),
        );
        const hidden = [
          ...definition.cases.map((finding, index) => [`case_${index + 1}`, finding] as const),
          ...definition.bugs.map((finding, index) => [`bug_${index + 1}`, finding] as const),
        ].filter(([key, finding]) => !foundKeys.has(key) && !foundTexts.includes(finding.text.en));
        for (const [, finding] of hidden) expect(response.body).not.toContain(finding.text.en);
      }
    });

    it('names no technique of what is missed while the round runs', async () => {
      const round = await start('olena');
      await findFirstCase(round, 'olena');
      time.set(Date.parse(round.endsAt) - 1);
      const report = await reportOf(round.roundId, 'olena');
      expect(report.over).toBe(false);
      expect(report.missedByTechnique).toBeNull();
    });

    it('once over, counts what was missed by technique, in the request language, without a missed item’s text', async () => {
      const round = await start('petro');
      await findFirstCase(round, 'petro');
      time.set(round.endsAt);
      const response = await app.inject({
        url: `/${gameRoundPath(round.roundId)}`,
        headers: { ...as('petro'), 'accept-language': 'ua' },
      });
      const report = response.json<GameRoundReport>();
      expect(report.over).toBe(true);
      expect(Object.keys(report.missedByTechnique!).sort()).toEqual(
        round.challenges.map(({ storeName }) => storeName).sort(),
      );
      for (const { storeName } of round.challenges) {
        const { definition } = REGISTERED_BY_STORE_NAME.get(storeName)!;
        const found = new Set(report.found.filter((find) => find.storeName === storeName).map((f) => f.key));
        const missedItems = [
          ...definition.cases.map((item, index) => ({
            item,
            key: `case_${index + 1}`,
            kind: 'cases' as const,
          })),
          ...definition.bugs.map((item, index) => ({ item, key: `bug_${index + 1}`, kind: 'bugs' as const })),
        ].filter(({ key }) => !found.has(key));
        const expected = new Map<Technique, { cases: number; bugs: number }>();
        for (const { item, kind } of missedItems) {
          const count = expected.get(item.technique) ?? { cases: 0, bugs: 0 };
          count[kind] += 1;
          expected.set(item.technique, count);
        }
        const byTechnique = report.missedByTechnique![storeName]!;
        expect(byTechnique).toEqual(
          (Object.keys(TECHNIQUES) as Technique[])
            .filter((technique) => expected.has(technique))
            .map((technique) => ({ technique, name: TECHNIQUES[technique].ua, ...expected.get(technique) })),
        );
        // The same misses as the counts per challenge, told by technique.
        const sum = (kind: 'cases' | 'bugs') => byTechnique.reduce((total, entry) => total + entry[kind], 0);
        expect({ cases: sum('cases'), bugs: sum('bugs') }).toEqual(report.missed[storeName]);
        for (const { item } of missedItems) {
          for (const language of ['en', 'ua', 'ru', 'pl'] as const) {
            expect(response.body).not.toContain(item.text[language]);
          }
        }
      }
      expect(JSON.stringify(report.missedByTechnique)).not.toMatch(/(case|bug)_\d/);
    });

    it('gives the texts in the request language', async () => {
      const round = await start();
      const { storeName } = round.challenges[0]!;
      await submit(round.roundId, { storeName, payload: answerOf(storeName, 'case', 1) });
      const report = (
        await app.inject({ url: `/${gameRoundPath(round.roundId)}`, headers: { 'accept-language': 'pl' } })
      ).json<GameRoundReport>();
      const { definition } = REGISTERED_BY_STORE_NAME.get(storeName)!;
      expect(report.found[0]?.text).toContain(definition.cases[0]!.text.pl);
    });

    it('tells a signed-in learner their best finished round, and no one else', async () => {
      const round = await start('galyna');
      expect((await reportOf(round.roundId, 'galyna')).personalBest).toBeNull();
      const { storeName } = round.challenges[0]!;
      const { score } = (
        await submit(round.roundId, { storeName, payload: answerOf(storeName, 'case', 1) }, 'galyna')
      ).json<GameSubmissionResult>();
      // Not finished yet: not a personal best.
      expect((await reportOf(round.roundId, 'galyna')).personalBest).toBeNull();
      time.set(round.endsAt);
      expect((await reportOf(round.roundId, 'galyna')).personalBest).toBe(score);
      const player = await app.inject({ url: MINE, headers: as('galyna') });
      expect(player.headers['cache-control']).toBe('private, no-store');
      expect(player.json<GamePlayer>()).toEqual({ displayName: null, personalBest: score });

      const anonymous = await start();
      expect((await reportOf(anonymous.roundId)).personalBest).toBeNull();
      expect((await reportOf(anonymous.roundId, 'galyna')).personalBest).toBe(score);
    });
  });

  describe('a display name', () => {
    const choose = (user: string | undefined, displayName: unknown, language = 'en') =>
      app.inject({
        method: 'PUT',
        url: MINE,
        headers: { ...as(user), 'accept-language': language },
        payload: { displayName },
      });

    it('is kept trimmed and read back', async () => {
      const response = await choose('hanna', '  Hanna Ø.  ');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json<GamePlayer>()).toEqual({ displayName: 'Hanna Ø.', personalBest: null });
      await choose('hanna', 'Ганна');
      expect((await app.inject({ url: MINE, headers: as('hanna') })).json<GamePlayer>()).toEqual({
        displayName: 'Ганна',
        personalBest: null,
      });
    });

    it.each(['a', 'x'.repeat(25), '<img src=x onerror=alert(1)>', 'Ann<b>', '....'])(
      'refuses %p with a localized 400 and keeps the name before',
      async (displayName) => {
        await choose('ivan', 'Ivan');
        const response = await choose('ivan', displayName, 'pl');
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message:
            'Nazwa w tabeli wyników musi mieć od 2 do 24 znaków: litery, cyfry, spacje, kropki, podkreślenia lub łączniki, w tym co najmniej jedną literę lub cyfrę.',
        });
        expect((await app.inject({ url: MINE, headers: as('ivan') })).json<GamePlayer>().displayName).toBe(
          'Ivan',
        );
      },
    );

    it.each([
      [
        'Hangul fillers',
        '\u3164\u3164\u3164',
        'Nazwa zawiera niewidoczne znaki lub puste znaki wypełniające.',
      ],
      ['a zero-width space', 'An\u200bn', 'Nazwa zawiera niewidoczne znaki lub puste znaki wypełniające.'],
      [
        'a Zalgo stack',
        `Ann${'\u0301\u0302\u0303\u0304\u0305'.repeat(4)}`,
        'Nazwa ma zbyt wiele znaków diakrytycznych',
      ],
    ])('refuses a name of %s with its own reason', async (_kind, displayName, reason) => {
      const response = await choose('ivan', displayName, 'pl');
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(reason);
    });

    it('is one player’s alone: a name that looks the same, in any case or script, is refused with 409', async () => {
      expect((await choose('olha', 'Olha QA')).statusCode).toBe(200);
      // Latin capitals, a Cyrillic О and а, an underscore for the space: each reads as "Olha QA".
      for (const lookAlike of ['OLHA QA', 'Оlhа QA', 'Olha_QA', 'olha.qa']) {
        const response = await choose('impostor', lookAlike, 'ua');
        expect(response.statusCode).toBe(409);
        expect(response.json<{ message: string }>().message).toBe(
          'Інший гравець уже використовує це ім’я або таке, що виглядає так само. Оберіть інше.',
        );
      }
      expect(
        (await app.inject({ url: MINE, headers: as('impostor') })).json<GamePlayer>().displayName,
      ).toBeNull();
      // The player themself may change its case.
      expect((await choose('olha', 'OLHA QA')).statusCode).toBe(200);
    });

    it('refuses a body that is not just a name', async () => {
      expect((await choose('ivan', 42)).statusCode).toBe(400);
      const extra = await app.inject({
        method: 'PUT',
        url: MINE,
        headers: as('ivan'),
        payload: { displayName: 'Ivan', score: 1000 },
      });
      expect(extra.statusCode).toBe(400);
    });

    it('needs a sign-in', async () => {
      expect((await choose(undefined, 'Nobody')).statusCode).toBe(401);
    });

    it('stays when the learner deletes their stored progress', async () => {
      await choose('julia', 'Julia');
      const removed = await app.inject({
        method: 'DELETE',
        url: `/${PROGRESS_API.mine}`,
        headers: as('julia'),
      });
      expect(removed.statusCode).toBe(204);
      expect((await app.inject({ url: MINE, headers: as('julia') })).json<GamePlayer>().displayName).toBe(
        'Julia',
      );
    });
  });
});
