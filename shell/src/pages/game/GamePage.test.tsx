import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findMissingKeys, HttpError, http, type ChallengePageProps } from '@qa/shared';
import { GAME_API, type GameRoundReport, type GameRoundStarted } from '@qa/shared/game';
import { loadRemotePage } from '../../federation/remotes';
import { renderWithProviders } from '../../test/renderWithProviders';
import { GamePage } from './GamePage';
import { gamePageTexts } from './gamePageTexts';

jest.mock('../../federation/remotes', () => ({
  ...jest.requireActual('../../federation/remotes'),
  loadRemotePage: jest.fn(),
}));

const ROUND_ID = '0b5b8f1e-8c1d-4c43-9a57-3c2a5b0d6f11';
const STARTED: GameRoundStarted = {
  roundId: ROUND_ID,
  startedAt: '2026-11-24T10:00:00.000Z',
  endsAt: '2026-11-24T10:05:00.000Z',
  durationSeconds: 300,
  challenges: [
    {
      storeName: 'scripted_multiplier',
      type: 'scripted',
      key: 'multiplier',
      fieldCount: 2,
      cases: 4,
      bugs: 1,
    },
    {
      storeName: 'exploratory_triangle',
      type: 'exploratory',
      key: 'triangle',
      fieldCount: 3,
      cases: 5,
      bugs: 2,
    },
    {
      storeName: 'generator_attractor',
      type: 'generator',
      key: 'attractor',
      fieldCount: 2,
      cases: 6,
      bugs: 0,
    },
  ],
};
const REPORT: GameRoundReport = {
  roundId: ROUND_ID,
  startedAt: STARTED.startedAt,
  endsAt: STARTED.endsAt,
  over: true,
  score: 10,
  challenges: STARTED.challenges,
  found: [{ storeName: 'scripted_multiplier', key: 'case_2', text: 'A zero multiplier' }],
  missed: {
    scripted_multiplier: { cases: 3, bugs: 1 },
    exploratory_triangle: { cases: 5, bugs: 2 },
    generator_attractor: { cases: 6, bugs: 0 },
  },
  personalBest: null,
  unranked: null,
};

/** Stands in for a mode remote's page: one button that sends "7" to the round it was handed. */
const FakeChallengePage = ({ challengeKey, round }: ChallengePageProps) => (
  <button type="button" onClick={() => void round?.submit({ first: '7' }).catch(() => undefined)}>
    Send {challengeKey} {round ? 'to the round' : 'outside any round'}
  </button>
);

const serve = ({
  start = async () => STARTED,
  report = REPORT,
}: { start?: () => Promise<unknown>; report?: GameRoundReport } = {}) => {
  const post = jest.spyOn(http, 'post').mockImplementation(async (path: string) => {
    if (path === GAME_API.rounds) return (await start()) as never;
    return {
      result: { message: 'Found', caseIndex: 2 },
      scored: 10,
      score: 10,
      endsAt: STARTED.endsAt,
    } as never;
  });
  const get = jest.spyOn(http, 'get').mockImplementation(async (path: string) => {
    if (path === GAME_API.leaderboard) return { weekStart: '2026-11-23T00:00:00.000Z', entries: [] } as never;
    return report as never;
  });
  return { post, get };
};

const renderGame = async () => {
  const rendered = renderWithProviders(<GamePage />, { route: '/game' });
  await act(async () => {});
  // The round's clock runs on fake timers; the user's clicks must move them too.
  return { ...rendered, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
};

describe('GamePage', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00.000Z') });
    jest
      .mocked(loadRemotePage)
      .mockReset()
      .mockResolvedValue({ default: FakeChallengePage as React.ComponentType<unknown> });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('says the rules and offers a round, and a visitor the way to sign in', async () => {
    serve();
    await renderGame();
    expect(screen.getByRole('heading', { level: 1, name: 'Game' })).toBeInTheDocument();
    expect(screen.getByText(/lasts 5 minutes/)).toHaveTextContent('scores 10 points, each bug 20');
    expect(screen.getByText(/ranks accounts with a confirmed email address/)).toHaveTextContent(
      'Opening an answer or a hint of a drawn challenge during a round takes that round off the leaderboard.',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/app/account/login');
    expect(screen.queryByRole('textbox', { name: 'Display name' })).toBeNull();
  });

  it('plays a round: the drawn challenges judged by the round, the score the server answers', async () => {
    const { post } = serve();
    const { user } = await renderGame();
    await user.click(screen.getByRole('button', { name: 'Start a round' }));
    expect(await screen.findByRole('timer', { name: 'Time left' })).toHaveTextContent('5:00');
    expect(post).toHaveBeenCalledWith(GAME_API.rounds, undefined, { auth: true });
    const choices = within(screen.getByRole('group', { name: 'The round’s challenges' }));
    expect(choices.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '1. Multiplication (Scripted)0 of 5 found',
      '2. Triangle0 of 7 found',
      '3. Attraction0 of 6 found',
    ]);
    // Every remote page gets the contract's round binding and loads at the start; one is shown at a time.
    expect(jest.mocked(loadRemotePage).mock.calls.map((call) => call.slice(0, 1).concat(call[3]))).toEqual([
      ['mfe_scripted', '3.4.0'],
      ['mfe_exploratory_api', '3.4.0'],
      ['mfe_generator_gherkin', '3.4.0'],
    ]);
    expect(screen.getByRole('button', { name: 'Send multiplier to the round' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Send triangle to the round', hidden: true }),
    ).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send multiplier to the round' }));
    await act(async () => {});
    expect(post).toHaveBeenLastCalledWith(
      `${GAME_API.rounds}/${ROUND_ID}/submissions`,
      { storeName: 'scripted_multiplier', payload: { first: '7' } },
      { auth: true },
    );
    expect(await screen.findByText('+10: a new test case')).toBeInTheDocument();
    expect(screen.getByLabelText('Score')).toHaveTextContent('10');
    expect(choices.getAllByRole('button')[0]).toHaveTextContent('1 of 5 found');

    await user.click(choices.getByRole('button', { name: /Triangle/ }));
    expect(screen.getByRole('button', { name: 'Send triangle to the round' })).toBeVisible();
    expect(choices.getByRole('button', { name: /Triangle/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('ends at the round’s time with the server’s report: finds, misses as counts, another round', async () => {
    const { get } = serve();
    const { user } = await renderGame();
    await user.click(screen.getByRole('button', { name: 'Start a round' }));
    await screen.findByRole('timer');
    await act(async () => void jest.advanceTimersByTime(240_000));
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    expect(screen.getByText('One minute left.')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(60_000));

    const report = await screen.findByRole('region', { name: 'Round over' });
    expect(get).toHaveBeenCalledWith(`${GAME_API.rounds}/${ROUND_ID}`, { auth: true });
    await within(report).findByText('Test case: A zero multiplier');
    expect(within(report).getByText('10')).toBeInTheDocument();
    expect(within(report).getByText('Test case: A zero multiplier')).toBeInTheDocument();
    expect(within(report).getByText(/Not found: test cases 3, bugs 1/)).toBeInTheDocument();
    expect(within(report).getByText('Log in to keep your personal best.')).toBeInTheDocument();
    expect(within(report).getAllByRole('link', { name: 'Practise without the clock' })[0]).toHaveAttribute(
      'href',
      '/app/challenge/scripted/multiplier',
    );
    expect(screen.queryByRole('timer')).toBeNull();
    expect(within(report).getByRole('button', { name: 'Play again' })).toBeInTheDocument();
    expect(within(report).queryByText(/not on the leaderboard/)).toBeNull();
  });

  it.each([
    ['emailNotConfirmed', 'This round is not on the leaderboard: confirm your email address first'],
    ['answersOpened', 'This round is not on the leaderboard: an answer or a hint of one of its challenges'],
  ] as const)('says why a round is not ranked (%s)', async (unranked, text) => {
    serve({ report: { ...REPORT, unranked } });
    const { user } = await renderGame();
    await user.click(screen.getByRole('button', { name: 'Start a round' }));
    await screen.findByRole('timer');
    await act(async () => void jest.advanceTimersByTime(300_000));
    const report = await screen.findByRole('region', { name: 'Round over' });
    expect(await within(report).findByText(new RegExp(text))).toBeInTheDocument();
  });

  it('says why a round could not start, and tries again', async () => {
    let calls = 0;
    serve({
      start: async () => {
        calls += 1;
        if (calls === 1) throw new HttpError('http', 429, 'Too Many', { message: 'Too many requests.' });
        return STARTED;
      },
    });
    const { user } = await renderGame();
    await user.click(screen.getByRole('button', { name: 'Start a round' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The round could not start. Too many requests.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('timer')).toBeInTheDocument();
  });

  it('shows a signed-in learner the display name form', async () => {
    serve();
    jest.spyOn(http, 'put');
    renderWithProviders(<GamePage />, {
      route: '/game',
      preloadedState: { account: { user: 'user-1', isEmailVerified: true, authChecked: true } },
    });
    await act(async () => {});
    expect(screen.getByRole('textbox', { name: 'Display name' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('has every text in every language', () => {
    expect(findMissingKeys(gamePageTexts)).toEqual([]);
  });
});
