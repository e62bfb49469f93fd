import { http, HttpError } from '@qa/shared';
import { GAME_API, type GamePlayer } from '@qa/shared/game';
import { mockHttp } from '@qa/kit/test';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { settle } from '../../test/settle';
import { DisplayNameForm } from './DisplayNameForm';
import { gameApi } from './gameApi';

const OLA: GamePlayer = { displayName: 'Ola', personalBest: 120 };
const BOARD = { weekStart: '2025-06-02T00:00:00.000Z', entries: [] };

const serve = (player: GamePlayer | (() => GamePlayer) = OLA) => ({
  ...mockHttp({
    get: (path) => (path === GAME_API.leaderboard ? BOARD : typeof player === 'function' ? player() : player),
  }),
  put: jest
    .spyOn(http, 'put')
    .mockImplementation(async (_path: string, body: unknown) => ({ ...OLA, ...(body as object) }) as never),
});

/** Renders the form while the page's leaderboard is shown, whose loads a saved name must repeat. */
const renderForm = async (language: 'en' | 'pl' = 'en') => {
  const rendered = renderWithProviders(<DisplayNameForm />, {
    route: '/game',
    preloadedState: { language: { local: language } },
  });
  void rendered.store.dispatch(gameApi.endpoints.leaderboard.initiate());
  await settle();
  return rendered;
};

const boardLoads = (calls: ReturnType<typeof serve>) =>
  calls.get.mock.calls.filter(([path]) => path === GAME_API.leaderboard).length;

const nameInput = () => screen.getByRole('textbox', { name: 'Display name' });

describe('DisplayNameForm', () => {
  beforeEach(() => jest.restoreAllMocks());

  it('shows the current name and starts the input with it', async () => {
    const calls = serve();
    await renderForm();
    expect(calls.get).toHaveBeenCalledWith(GAME_API.mine, { auth: true, background: true });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your name on the leaderboard' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You appear as Ola.')).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Ola');
    expect(nameInput()).toHaveAccessibleDescription(/^2 to 24 letters or digits/);
  });

  it('says the learner is not on the leaderboard before choosing a name', async () => {
    serve({ displayName: null, personalBest: null });
    await renderForm();
    expect(screen.getByText(/You are not on the leaderboard yet/)).toBeInTheDocument();
    expect(nameInput()).toHaveValue('');
  });

  it('still offers the form, empty, when the current name cannot be loaded', async () => {
    serve(() => {
      throw new HttpError('network', 0, 'Failed to fetch');
    });
    await renderForm();
    expect(nameInput()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/You appear as|not on the leaderboard/)).not.toBeInTheDocument();
  });

  it.each([
    ['too short once trimmed', '  A  '],
    ['too long', 'A'.repeat(25)],
    // One character in two UTF-16 units: counted as one, so still too short.
    ['one character outside the BMP', '𝒜'],
  ])('refuses a name %s without asking the server', async (_case, typed) => {
    const calls = serve();
    const { user } = await renderForm();
    await user.clear(nameInput());
    await user.type(nameInput(), typed);
    await user.click(screen.getByRole('button', { name: 'Save the name' }));

    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput()).toHaveAccessibleDescription(/^Use 2 to 24 letters or digits/);
    expect(nameInput()).toHaveFocus();
    expect(calls.put).not.toHaveBeenCalled();
    expect(boardLoads(calls)).toBe(1);
  });

  it('saves the trimmed name, says so and reloads the leaderboard', async () => {
    const calls = serve({ displayName: null, personalBest: null });
    const { user } = await renderForm();
    await user.type(nameInput(), ' Ola Nova ');
    await user.click(screen.getByRole('button', { name: 'Save the name' }));

    expect(calls.put).toHaveBeenCalledWith(GAME_API.mine, { displayName: 'Ola Nova' }, { auth: true });
    expect(screen.getByRole('status')).toHaveTextContent('Saved. You appear on the leaderboard as Ola Nova.');
    expect(screen.getByText('You appear as Ola Nova.')).toBeInTheDocument();
    expect(boardLoads(calls)).toBe(2);
    expect(nameInput()).toHaveValue(' Ola Nova ');
    expect(nameInput()).toHaveAttribute('aria-invalid', 'false');
  });

  it('disables the button while the name is being saved', async () => {
    const calls = serve();
    let answer: (player: GamePlayer) => void = () => undefined;
    calls.put.mockImplementation(() => new Promise((resolve) => (answer = resolve)) as never);
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Save the name' }));
    expect(screen.getByRole('button', { name: 'Save the name' })).toBeDisabled();
    await act(async () => answer(OLA));
    expect(screen.getByRole('button', { name: 'Save the name' })).toBeEnabled();
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    const calls = serve();
    calls.put.mockRejectedValue(
      new HttpError('http', 400, 'refused', { message: 'This name is not allowed.' }),
    );
    const { user } = await renderForm();
    await user.clear(nameInput());
    await user.type(nameInput(), 'Rude name');
    await user.click(screen.getByRole('button', { name: 'Save the name' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'The name could not be saved. This name is not allowed.',
    );
    expect(nameInput()).toHaveValue('Rude name');
    expect(screen.getByText('You appear as Ola.')).toBeInTheDocument();
    expect(boardLoads(calls)).toBe(1);
  });

  it('speaks Polish', async () => {
    serve({ displayName: null, personalBest: null });
    const { user } = await renderForm('pl');
    expect(screen.getByRole('heading', { level: 2, name: 'Twoja nazwa w rankingu' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zapisz nazwę' }));
    expect(screen.getByRole('textbox', { name: 'Nazwa w rankingu' })).toHaveAccessibleDescription(
      /^Użyj od 2 do 24 liter lub cyfr/,
    );
  });
});
