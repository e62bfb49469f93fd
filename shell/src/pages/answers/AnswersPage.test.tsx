import { CHALLENGES, http, HttpError, provideNotifier, setUser, type AccountPageProps } from '@qa/shared';
import { act, screen, within } from '@testing-library/react';
import { loadRemotePage } from '../../federation/remotes';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AnswersPage } from './AnswersPage';

jest.mock('../../federation/remotes', () => ({
  ...jest.requireActual('../../federation/remotes'),
  loadRemotePage: jest.fn(),
}));

const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;
const get = jest.spyOn(http, 'get');
const notifier = jest.fn();
provideNotifier(notifier);

const SIGNED_IN = { account: { user: 'user-1', isEmailVerified: true, authChecked: true } };

const AccountScreen = ({ currentAction }: AccountPageProps) => <p>Account screen: {currentAction}</p>;

const renderSignedIn = () => renderWithProviders(<AnswersPage />, { preloadedState: SIGNED_IN });

describe('AnswersPage', () => {
  beforeEach(() => {
    get.mockReset();
    notifier.mockReset();
    load.mockReset();
  });

  it('shows the login screen of the account remote to visitors, and the answers once they sign in', async () => {
    load.mockResolvedValue({ default: AccountScreen as React.ComponentType<unknown> });
    const { store } = await act(async () => renderWithProviders(<AnswersPage />));
    expect(await screen.findByText('Account screen: login')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mfe_account', 'AccountPage', false, undefined);
    expect(screen.queryByRole('heading', { name: 'Answers' })).not.toBeInTheDocument();

    act(() => void store.dispatch(setUser({ id: 'user-1', isEmailVerified: false })));
    expect(screen.getByRole('heading', { level: 1, name: 'Answers' })).toBeInTheDocument();
    expect(screen.queryByText('Account screen: login')).not.toBeInTheDocument();
  });

  it('lists every challenge per series for signed-in users', () => {
    const { store } = renderSignedIn();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Series 1: Learn',
      'Series 2: Scripted',
      'Series 3: Generator',
      'Series 4: Gherkin',
      'Series 5: Functional',
      'Series 6: API Testing',
      'Series 7: Exploratory',
    ]);
    const learn = screen.getByRole('region', { name: 'Series 1: Learn' });
    expect(
      within(learn)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Addition', 'Division', 'Password Restore', 'Update Profile']);
    expect(screen.getAllByRole('button')).toHaveLength(CHALLENGES.length);
    expect(store.getState().page.pageTitle).toBe('Answers');
  });

  it('fetches the answers with the identity token and shows them as bullet items until OK', async () => {
    get.mockResolvedValue({ answers: ['Two positive numbers: 2 and 3', 'Empty first field'] });
    const { user } = renderSignedIn();
    const gherkin = screen.getByRole('region', { name: 'Series 4: Gherkin' });
    await user.click(within(gherkin).getByRole('button', { name: 'Subtraction' }));

    expect(get).toHaveBeenCalledWith('api/learn/v1/subtraction/answer/0', { auth: true });
    const dialog = screen.getByRole('dialog', { name: 'Answers: Subtraction' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Two positive numbers: 2 and 3', 'Empty first field']);
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's message when it sends one instead of a list", async () => {
    get.mockResolvedValue({ message: 'No answers for this challenge yet.' });
    const { user } = renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Triangle' }));
    const dialog = screen.getByRole('dialog', { name: 'Answers: Triangle' });
    expect(within(dialog).getByText('No answers for this challenge yet.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });

  it("notifies the first sentence of the server's error and shows no dialog", async () => {
    const message = 'The identity token has expired. Get a fresh token from the client and retry.';
    get.mockRejectedValue(
      new HttpError('http', 401, message, { statusCode: 401, error: 'Unauthorized', message }),
    );
    const { user } = renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Triangle' }));
    expect(notifier).toHaveBeenCalledWith({ text: 'The identity token has expired.', variant: 'error' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("notifies the request's message when the server sent no error text", async () => {
    get.mockRejectedValue(new HttpError('network', 0, 'Failed to fetch'));
    const { user } = renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Triangle' }));
    expect(notifier).toHaveBeenCalledWith({ text: 'Failed to fetch', variant: 'error' });
  });

  it('notifies when the answer has neither a list nor a message', async () => {
    get.mockResolvedValue({ unexpected: true });
    const { user } = renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Triangle' }));
    expect(notifier).toHaveBeenCalledWith({
      text: "The server's answer could not be read.",
      variant: 'error',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
