import { GAME_API, type GameLeaderboard, type GameUnranked } from '@qa/shared/game';
import type { FastifyInstance } from 'fastify';
import { LEADERBOARD_SIZE } from '../../src/routes/game';
import { buildAppWithDatabase } from '../helper';
import { as, movableClock, verifier } from '../support/game-fixtures';

const LEADERBOARD = `/${GAME_API.leaderboard}`;
const MINUTE = 60_000;
const time = movableClock('2026-11-25T10:00:00.000Z');

describe('the weekly leaderboard', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildAppWithDatabase(verifier, { clock: time.clock });
  }, 20_000);
  afterAll(() => app.close());
  beforeEach(() => time.reset());

  /**
   * A round of `learner` (null: anonymous) that ends at `endsAt` having found `keys`: stored through the
   * repository, so each score is exactly what the test wants (the routes' draws are random).
   */
  const played = async (
    learner: string | null,
    endsAt: string,
    keys: string[],
    unranked: GameUnranked | null = null,
  ) => {
    const end = new Date(endsAt);
    const startedAt = new Date(end.getTime() - 5 * MINUTE);
    const round = await app.game.startRound(
      { learner, startedAt, endsAt: end, challenges: ['exploratory_triangle'], unranked },
      { anonymous: new Date(0), signedIn: new Date(0) },
    );
    await app.game.recordSubmission(round.id, 'exploratory_triangle', keys, startedAt);
  };
  const named = (learner: string, displayName: string) =>
    app.inject({ method: 'PUT', url: `/${GAME_API.mine}`, headers: as(learner), payload: { displayName } });
  const board = async () => {
    const response = await app.inject({ url: LEADERBOARD });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('shows each named learner’s best finished round of this ISO week, names and scores only', async () => {
    await named('uid-lena', 'Lena');
    await named('uid-mark', 'Mark');
    await named('uid-olga', 'Olga');
    await named('uid-pavlo', 'Pavlo');
    await named('uid-petro', 'Petro');
    // Last week (Sunday): the best round of all, but not this week's.
    await played('uid-lena', '2026-11-22T23:50:00.000Z', ['case_1', 'case_2', 'bug_1', 'bug_2']);
    // Ends this week though it started on Sunday.
    await played('uid-lena', '2026-11-23T00:03:00.000Z', ['case_1', 'case_2']);
    await played('uid-lena', '2026-11-24T09:00:00.000Z', ['case_1', 'bug_1']);
    await played('uid-lena', '2026-11-24T10:00:00.000Z', ['case_1']);
    await played('uid-mark', '2026-11-25T08:00:00.000Z', ['case_3', 'bug_2']);
    await played('uid-olga', '2026-11-25T09:00:00.000Z', ['case_4']);
    // No display name, anonymous, still running, nothing found: not on the board.
    await played('uid-nina', '2026-11-25T09:00:00.000Z', ['case_1', 'case_2', 'case_3', 'bug_1']);
    await played(null, '2026-11-25T09:00:00.000Z', ['case_1', 'case_2', 'case_3', 'case_4', 'bug_1']);
    await played('uid-pavlo', '2026-11-25T10:04:00.000Z', ['case_1', 'case_2', 'case_3', 'bug_1']);
    await played('uid-petro', '2026-11-25T09:30:00.000Z', []);
    // Unranked: a script's account whose address was never confirmed, and a round with its answers opened.
    await named('uid-script', 'Script');
    await played(
      'uid-script',
      '2026-11-25T09:00:00.000Z',
      ['case_1', 'case_2', 'case_3', 'case_4'],
      'emailNotConfirmed',
    );
    await played(
      'uid-olga',
      '2026-11-25T09:10:00.000Z',
      ['case_1', 'case_2', 'case_3', 'case_4'],
      'answersOpened',
    );

    const response = await board();
    expect(response.json<GameLeaderboard>()).toEqual({
      weekStart: '2026-11-23T00:00:00.000Z',
      entries: [
        // Lena reached 30 first; equal scores share a rank.
        { rank: 1, displayName: 'Lena', score: 30 },
        { rank: 1, displayName: 'Mark', score: 30 },
        { rank: 3, displayName: 'Olga', score: 10 },
      ],
    });
    expect(response.body).not.toMatch(/uid-|learner|email/);

    // Once Pavlo's round is over, it counts.
    time.set('2026-11-25T10:04:00.000Z');
    expect((await board()).json<GameLeaderboard>().entries[0]).toEqual({
      rank: 1,
      displayName: 'Pavlo',
      score: 50,
    });
  });

  it('starts afresh on Monday at 00:00 UTC', async () => {
    await named('uid-quinn', 'Quinn');
    await played('uid-quinn', '2026-12-06T23:59:00.000Z', ['case_1']);
    time.set('2026-12-06T23:59:59.999Z');
    expect((await board()).json<GameLeaderboard>().entries.map((entry) => entry.displayName)).toContain(
      'Quinn',
    );
    time.set('2026-12-07T00:00:00.000Z');
    expect((await board()).json<GameLeaderboard>()).toEqual({
      weekStart: '2026-12-07T00:00:00.000Z',
      entries: [],
    });
  });

  it(`shows the best ${LEADERBOARD_SIZE}`, async () => {
    time.set('2026-12-16T12:00:00.000Z');
    for (let player = 1; player <= LEADERBOARD_SIZE + 2; player += 1) {
      await named(`uid-player-${player}`, `Player ${player}`);
      const keys = Array.from({ length: player }, (_, index) => `case_${index + 1}`);
      await played(`uid-player-${player}`, '2026-12-15T12:00:00.000Z', keys);
    }
    const { entries } = (await board()).json<GameLeaderboard>();
    expect(entries).toHaveLength(LEADERBOARD_SIZE);
    expect(entries[0]).toEqual({ rank: 1, displayName: `Player ${LEADERBOARD_SIZE + 2}`, score: 220 });
    expect(entries.at(-1)).toEqual({ rank: LEADERBOARD_SIZE, displayName: 'Player 3', score: 30 });
  });

  it('shows a new display name at once, and is the same for everyone', async () => {
    time.set('2026-12-23T12:00:00.000Z');
    await named('uid-rita', 'Rita');
    await played('uid-rita', '2026-12-22T12:00:00.000Z', ['case_1']);
    await named('uid-rita', 'Rita S.');
    const response = await board();
    expect(response.headers['cache-control']).toBe('public, max-age=10');
    expect(response.json<GameLeaderboard>().entries).toEqual([
      { rank: 1, displayName: 'Rita S.', score: 10 },
    ]);
  });

  it('forgets a learner who deletes what is kept with their account: rounds, best and name', async () => {
    time.set('2027-01-06T12:00:00.000Z');
    await named('uid-sara', 'Sara');
    await named('uid-tom', 'Tom');
    await played('uid-sara', '2027-01-05T12:00:00.000Z', ['case_1', 'case_2']);
    await played('uid-tom', '2027-01-05T12:00:00.000Z', ['case_1']);
    expect((await app.inject({ method: 'DELETE', url: `/${GAME_API.mine}` })).statusCode).toBe(401);

    const deleted = await app.inject({ method: 'DELETE', url: `/${GAME_API.mine}`, headers: as('uid-sara') });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.headers['cache-control']).toBe('private, no-store');
    expect((await board()).json<GameLeaderboard>().entries).toEqual([
      { rank: 1, displayName: 'Tom', score: 10 },
    ]);
    const player = await app.inject({ url: `/${GAME_API.mine}`, headers: as('uid-sara') });
    expect(player.json()).toEqual({ displayName: null, personalBest: null });
    // Deleting again, or with nothing kept, is no error.
    expect(
      (await app.inject({ method: 'DELETE', url: `/${GAME_API.mine}`, headers: as('uid-sara') })).statusCode,
    ).toBe(204);
  });
});
