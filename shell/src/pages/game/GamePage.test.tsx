import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, http, type ChallengePageProps } from '@qa/shared';
import { GAME_API, type GameRoundReport, type GameRoundStarted } from '@qa/shared/game';
import { loadRemotePage } from '../../federation/remotes';
import { renderWithProviders } from '../../test/renderWithProviders';
import { GamePage } from './GamePage';

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
      storeName: 'exploratory_calculator',
      type: 'exploratory',
      key: 'calculator',
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
  found: [
    { storeName: 'exploratory_calculator', key: 'case_2', text: 'Boundary value analysis: zero percent' },
  ],
  missed: {
    exploratory_calculator: { cases: 3, bugs: 1 },
    exploratory_triangle: { cases: 5, bugs: 2 },
    generator_attractor: { cases: 6, bugs: 0 },
  },
  missedByTechnique: {
    exploratory_calculator: [
      { technique: 'equivalencePartitioning', name: 'Equivalence partitioning', cases: 1, bugs: 0 },
      { technique: 'boundaryValues', name: 'Boundary value analysis', cases: 2, bugs: 0 },
      { technique: 'errorGuessing', name: 'Error guessing', cases: 0, bugs: 1 },
    ],
    exploratory_triangle: [
      { technique: 'equivalencePartitioning', name: 'Equivalence partitioning', cases: 5, bugs: 2 },
    ],
    generator_attractor: [{ technique: 'decisionTable', name: 'Decision table', cases: 6, bugs: 0 }],
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
    if (path.endsWith('/finish')) return report as never;
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
    expect(screen.getByText(/lasts 5 minutes/)).toHaveTextContent('scores 10 points, each bug 20 points');
    expect(screen.getByText(/lasts 5 minutes/)).toHaveTextContent(
      'drawn at random from the Generator and Exploratory groups. Scripted challenges are not drawn: their test cases are written out for you to follow, so their points would come for free.',
    );
    expect(screen.getByText(/lasts 5 minutes/)).toHaveTextContent(
      'You can finish a round early; your score is then final.',
    );
    expect(screen.getByText(/ranks accounts with a confirmed email address/)).toHaveTextContent(
      'Opening an answer or a hint of a challenge keeps every round that draws it off the leaderboard for the rest of that week (weeks start on Monday, 00:00 UTC), and so do submissions sent faster than a person can type them.',
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
      '1. Calculator0 of 5 found',
      '2. Triangle0 of 7 found',
      '3. Attraction0 of 6 found',
    ]);
    // Every remote page gets the contract's round binding and loads at the start; one is shown at a time.
    expect(jest.mocked(loadRemotePage).mock.calls.map((call) => call.slice(0, 1).concat(call[3]))).toEqual([
      // Two of the challenges are the same remote's, which loads once.
      ['mfe_exploratory_api', '3.4.0'],
      ['mfe_generator_gherkin', '3.4.0'],
    ]);
    expect(screen.getByRole('button', { name: 'Send calculator to the round' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Send triangle to the round', hidden: true }),
    ).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send calculator to the round' }));
    await act(async () => {});
    expect(post).toHaveBeenLastCalledWith(
      `${GAME_API.rounds}/${ROUND_ID}/submissions`,
      { storeName: 'exploratory_calculator', payload: { first: '7' } },
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
    await within(report).findByText('Test case: Boundary value analysis: zero percent');
    // The round's controls are gone: the keyboard goes on from the report's heading.
    expect(within(report).getByRole('heading', { name: 'Round over' })).toHaveFocus();
    expect(within(report).getByText('10')).toBeInTheDocument();
    expect(within(report).getByText(/Not found: test cases 3, bugs 1/)).toBeInTheDocument();
    const [byTechnique] = within(report).getAllByRole('list', {
      name: 'Not found, by test design technique:',
    });
    expect(
      within(byTechnique!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Equivalence partitioning: test cases 1',
      'Boundary value analysis: test cases 2',
      'Error guessing: bugs 1',
    ]);
    expect(within(report).getByText('Log in to keep your personal best.')).toBeInTheDocument();
    expect(within(report).getAllByRole('link', { name: 'Practise without the clock' })[0]).toHaveAttribute(
      'href',
      '/app/challenge/exploratory/calculator',
    );
    expect(screen.queryByRole('timer')).toBeNull();
    expect(within(report).getByRole('button', { name: 'Play again' })).toBeInTheDocument();
    expect(within(report).queryByText(/not on the leaderboard/)).toBeNull();
  });

  it('finishes a round early once the player confirms, then shows the report with focus on its heading', async () => {
    const { post, get } = serve();
    const { user } = await renderGame();
    await user.click(screen.getByRole('button', { name: 'Start a round' }));
    await screen.findByRole('timer');
    await act(async () => void jest.advanceTimersByTime(30_000));

    await user.click(screen.getByRole('button', { name: 'Finish round' }));
    const dialog = screen.getByRole('dialog', { name: 'Finish the round now?' });
    expect(dialog).toHaveAccessibleDescription('Your score becomes final, and the round cannot be resumed.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith(`${GAME_API.rounds}/${ROUND_ID}/finish`, undefined, {
      auth: true,
    });

    await user.click(screen.getByRole('button', { name: 'Finish round' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Finish the round now?' })).getByRole('button', {
        name: 'Finish round',
      }),
    );
    const report = await screen.findByRole('region', { name: 'Round over' });
    expect(post).toHaveBeenCalledWith(`${GAME_API.rounds}/${ROUND_ID}/finish`, undefined, { auth: true });
    expect(get).toHaveBeenCalledWith(`${GAME_API.rounds}/${ROUND_ID}`, { auth: true });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(report).getByRole('heading', { name: 'Round over' })).toHaveFocus();
    expect(await within(report).findByText(/Not found: test cases 3, bugs 1/)).toBeInTheDocument();
  });

  it.each([
    ['emailNotConfirmed', 'This round is not on the leaderboard: confirm your email address first'],
    ['answersOpened', 'This round is not on the leaderboard: an answer or a hint of one of its challenges'],
    [
      'tooFast',
      'This round is not on the leaderboard: its submissions were sent faster than a person can type',
    ],
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
});
