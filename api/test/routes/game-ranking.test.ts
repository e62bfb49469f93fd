import {
  GAME_API,
  gameRoundPath,
  gameSubmissionsPath,
  type GameLeaderboard,
  type GameRoundReport,
  type GameRoundStarted,
  type GameSubmissionResult,
} from '@qa/shared/game';
import type { FastifyInstance } from 'fastify';
import { REGISTERED_BY_STORE_NAME } from '../../src/challenges/registry';
import { buildApp } from '../helper';
import { as, everyAnswer, movableClock, verifier } from '../support/game-fixtures';

/**
 * What ranks: a round a person could have played. The API draws from three challenges only, so a test knows
 * what a round draws and which challenge it does not.
 */
const POOL = ['exploratory_calculator', 'exploratory_triangle', 'generator_attractor'];
const NOT_DRAWN = 'exploratory_division';
const ROUNDS = `/${GAME_API.rounds}`;
// A Wednesday; its ISO week began on Monday 2026-11-23.
const time = movableClock('2026-11-25T10:00:00.000Z');

describe('what ranks: a round a person could have played', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ GAME_POOL: POOL.join(',') }, verifier, { clock: time.clock });
    await app.database.get();
  }, 20_000);
  afterAll(() => app.close());
  beforeEach(() => time.reset());

  const named = async (learner: string, displayName: string) => {
    const response = await app.inject({
      method: 'PUT',
      url: `/${GAME_API.mine}`,
      headers: as(learner),
      payload: { displayName },
    });
    expect(response.statusCode).toBe(200);
  };
  const start = async (learner: string): Promise<GameRoundStarted> => {
    const response = await app.inject({ method: 'POST', url: ROUNDS, headers: as(learner) });
    expect(response.statusCode).toBe(201);
    return response.json<GameRoundStarted>();
  };
  const reportOf = async (roundId: string, learner: string, language = 'en') => {
    const response = await app.inject({
      url: `/${gameRoundPath(roundId)}`,
      headers: { ...as(learner), 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    return response.json<GameRoundReport>();
  };
  const openAnswers = async (storeName: string, learner: string, level = '1', query = '') => {
    const { path } = REGISTERED_BY_STORE_NAME.get(storeName)!.entry;
    const response = await app.inject({ url: `/${path}/answer/${level}${query}`, headers: as(learner) });
    expect(response.statusCode).toBe(200);
  };
  /**
   * Sends every example of every drawn challenge, the server's clock moving `gapMs` before each; answers the
   * score.
   */
  const playEverything = async (round: GameRoundStarted, learner: string | undefined, gapMs: number) => {
    let score = 0;
    for (const { storeName } of round.challenges) {
      for (const payload of everyAnswer(storeName)) {
        time.set(time.clock().getTime() + gapMs);
        const response = await app.inject({
          method: 'POST',
          url: `/${gameSubmissionsPath(round.roundId)}`,
          headers: as(learner),
          payload: { storeName, payload },
        });
        expect(response.statusCode).toBe(200);
        score = response.json<GameSubmissionResult>().score;
      }
    }
    return score;
  };
  const leaderboard = async () =>
    (await app.inject({ url: `/${GAME_API.leaderboard}` })).json<GameLeaderboard>().entries;

  it('keeps a script that sends every example within about a second off the leaderboard, saying why', async () => {
    await named('uid-script', 'Script');
    const round = await start('uid-script');
    const examples = round.challenges.reduce((sum, { cases, bugs }) => sum + cases + bugs, 0);
    // 25 ms apart: every example of the three challenges in about a second, as the scripts did.
    const score = await playEverything(round, 'uid-script', 25);
    expect(examples * 25).toBeLessThan(1500);
    // Kept and scored all the same.
    expect(score).toBeGreaterThan(0);
    time.set(round.endsAt);
    const report = await reportOf(round.roundId, 'uid-script', 'pl');
    expect(report).toMatchObject({ over: true, score, unranked: 'tooFast' });
    expect(report.personalBest).toBe(score);
    expect((await leaderboard()).map(({ displayName }) => displayName)).not.toContain('Script');
  });

  it('ranks a humanly paced player who finds everything', async () => {
    await named('uid-steady', 'Steady');
    const round = await start('uid-steady');
    // Two seconds a submission: a fast player, but one a person can be.
    const score = await playEverything(round, 'uid-steady', 2000);
    expect(time.clock().getTime()).toBeLessThan(Date.parse(round.endsAt));
    time.set(round.endsAt);
    expect(await reportOf(round.roundId, 'uid-steady')).toMatchObject({ score, unranked: null });
    expect(await leaderboard()).toContainEqual({ rank: expect.any(Number), displayName: 'Steady', score });
  });

  it('keeps a round off the leaderboard when its account opened an answer of a drawn challenge earlier that week', async () => {
    await named('uid-reader', 'Reader');
    // Monday morning: the answers of one challenge the Game draws, read in practice.
    time.set('2026-11-23T08:00:00.000Z');
    await openAnswers('exploratory_triangle', 'uid-reader');
    time.reset();
    const round = await start('uid-reader');
    // Unranked from its start, before anything is sent.
    expect((await reportOf(round.roundId, 'uid-reader')).unranked).toBe('answersOpened');
    const score = await playEverything(round, 'uid-reader', 2000);
    time.set(round.endsAt);
    expect(await reportOf(round.roundId, 'uid-reader')).toMatchObject({ score, unranked: 'answersOpened' });
    expect((await leaderboard()).map(({ displayName }) => displayName)).not.toContain('Reader');
  });

  it('counts a hint opened that week as an answer opened', async () => {
    time.set('2026-11-24T18:00:00.000Z');
    await openAnswers('generator_attractor', 'uid-hinted', '3', '?caseIndex=1');
    time.reset();
    expect((await reportOf((await start('uid-hinted')).roundId, 'uid-hinted')).unranked).toBe(
      'answersOpened',
    );
  });

  it('ranks a round when the answers opened were of a challenge it did not draw, of another account or of last week', async () => {
    await named('uid-learner', 'Learner');
    expect(POOL).not.toContain(NOT_DRAWN);
    await openAnswers(NOT_DRAWN, 'uid-learner');
    await openAnswers('exploratory_calculator', 'uid-someone-else');
    // Sunday before this ISO week, a minute before midnight UTC.
    time.set('2026-11-22T23:59:00.000Z');
    await openAnswers('exploratory_calculator', 'uid-learner');
    time.reset();
    const round = await start('uid-learner');
    const score = await playEverything(round, 'uid-learner', 3000);
    time.set(round.endsAt);
    expect(await reportOf(round.roundId, 'uid-learner')).toMatchObject({ score, unranked: null });
    expect(await leaderboard()).toContainEqual({ rank: expect.any(Number), displayName: 'Learner', score });
  });

  it('keeps an answer opened for that week even when the learner deletes what their account keeps', async () => {
    await openAnswers('exploratory_calculator', 'uid-eraser');
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/${GAME_API.mine}`,
      headers: as('uid-eraser'),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await reportOf((await start('uid-eraser')).roundId, 'uid-eraser')).unranked).toBe(
      'answersOpened',
    );
    // From Monday on, rounds that draw it rank again.
    time.set('2026-11-30T00:00:00.000Z');
    expect((await reportOf((await start('uid-eraser')).roundId, 'uid-eraser')).unranked).toBeNull();
  });

  it('keeps the first reason: a round of answers opened that then goes too fast says the answers', async () => {
    await openAnswers('exploratory_triangle', 'uid-both');
    const round = await start('uid-both');
    await playEverything(round, 'uid-both', 10);
    expect((await reportOf(round.roundId, 'uid-both')).unranked).toBe('answersOpened');
  });

  it('does not judge the pace of an anonymous round, which never ranks', async () => {
    const response = await app.inject({ method: 'POST', url: ROUNDS });
    const round = response.json<GameRoundStarted>();
    await playEverything(round, undefined, 10);
    expect(
      (await app.inject({ url: `/${gameRoundPath(round.roundId)}` })).json<GameRoundReport>().unranked,
    ).toBeNull();
  });
});
