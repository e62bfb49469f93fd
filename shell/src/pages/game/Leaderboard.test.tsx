import { HttpError } from '@qa/shared';
import { GAME_API, type GameLeaderboard } from '@qa/shared/game';
import { mockHttp } from '@qa/kit/test';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { settle } from '../../test/settle';
import { gameApi } from './gameApi';
import { Leaderboard } from './Leaderboard';

const WEEK_START = '2025-06-02T00:00:00.000Z';

const BOARD: GameLeaderboard = {
  weekStart: WEEK_START,
  entries: [
    { rank: 1, displayName: 'Ola', score: 120 },
    { rank: 2, displayName: '<b>Max</b>', score: 90 },
    { rank: 2, displayName: 'Ivan', score: 90 },
    { rank: 4, displayName: 'Zoë', score: 40 },
  ],
};

const renderBoard = async (language: 'en' | 'ua' = 'en') => {
  const rendered = renderWithProviders(<Leaderboard />, {
    route: '/game',
    preloadedState: { language: { local: language } },
  });
  await settle();
  return rendered;
};

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'This week’s leaderboard' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('Leaderboard', () => {
  beforeEach(() => jest.restoreAllMocks());

  it('lists the week’s best scores in order, with shared ranks and names as plain text', async () => {
    const calls = mockHttp({ get: () => BOARD });
    const { container } = await renderBoard();

    expect(calls.get).toHaveBeenCalledWith(GAME_API.leaderboard, { background: true });
    expect(screen.getByRole('heading', { level: 2, name: 'This week’s leaderboard' })).toBeInTheDocument();
    expect(screen.getByText('Since June 2, 2025')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Rank', 'Player', 'Best score']);
    expect(bodyRows()).toEqual(['1Ola120', '2<b>Max</b>90', '2Ivan90', '4Zoë40']);
    expect(screen.getByRole('rowheader', { name: '<b>Max</b>' })).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });

  it('writes the week’s date in the interface language (ua is Ukrainian, uk)', async () => {
    mockHttp({ get: () => BOARD });
    await renderBoard('ua');
    const date = new Intl.DateTimeFormat('uk', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(WEEK_START),
    );
    expect(date).toMatch(/червня/);
    expect(screen.getByText(`Від ${date}`)).toBeInTheDocument();
  });

  it('invites the first score when nobody played this week', async () => {
    mockHttp({ get: () => ({ weekStart: WEEK_START, entries: [] }) });
    await renderBoard();
    expect(screen.getByText('No scores yet this week. Be the first!')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why it could not load, in the server’s words, and loads on a retry', async () => {
    let fail = true;
    const calls = mockHttp({
      get: () => {
        if (fail) throw new HttpError('http', 503, 'down', { message: 'The server is resting.' });
        return BOARD;
      },
    });
    const { user } = await renderBoard();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The leaderboard could not be loaded. The server is resting.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(calls.get).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the server cannot be reached when the network fails', async () => {
    mockHttp({
      get: () => {
        throw new HttpError('network', 0, 'Failed to fetch');
      },
    });
    await renderBoard();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The leaderboard could not be loaded. The server cannot be reached.',
    );
  });

  it('loads again when a saved display name invalidates the board, and not on other renders', async () => {
    let board = BOARD;
    const calls = mockHttp({ get: () => board });
    const { rerender, store } = await renderBoard();
    rerender(<Leaderboard />);
    await settle();
    expect(calls.get).toHaveBeenCalledTimes(1);

    board = { weekStart: WEEK_START, entries: [{ rank: 1, displayName: 'Newcomer', score: 200 }] };
    store.dispatch(gameApi.util.invalidateTags(['Leaderboard']));
    await settle();
    expect(calls.get).toHaveBeenCalledTimes(2);
    expect(bodyRows()).toEqual(['1Newcomer200']);
  });

  it('refuses an answer that does not fit the schema, with the unreachable text', async () => {
    mockHttp({ get: () => ({ weekStart: WEEK_START, entries: [{ rank: '1' }] }) });
    await renderBoard();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The leaderboard could not be loaded. The server cannot be reached.',
    );
  });
});
