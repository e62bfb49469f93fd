import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findChallenge, setUser, HttpError, i18n } from '@qa/shared';
import { mockHttp } from '../test/mockHttp';
import { renderWithStore } from '../test/renderWithStore';
import { HintButton } from './HintButton';

const divide = findChallenge('scripted', 'divide');
if (!divide) throw new Error('divide is in the catalogue');
const hintBox = () => screen.getByRole('status');

const signedIn = (caseNumber: number | undefined = 2) => {
  const view = renderWithStore(<HintButton challenge={divide} caseNumber={caseNumber} />);
  act(() => {
    view.store.dispatch(setUser({ id: 'user-1', isEmailVerified: true }));
  });
  return view;
};

describe('HintButton', () => {
  beforeEach(() => i18n.changeLanguage('en'));
  afterEach(() => jest.restoreAllMocks());

  it('asks for levels 1, 2, 3 and then 3 again for the first open case, and shows each hint', async () => {
    const server = mockHttp({ get: (path) => ({ message: `hint for ${path}` }) });
    const user = userEvent.setup();
    signedIn(2);
    const button = screen.getByRole('button', { name: 'Get a hint' });
    for (const level of [1, 2, 3, 3]) {
      await user.click(button);
      expect(server.get).toHaveBeenLastCalledWith(`api/scripted/v1/divide/answer/${level}?caseIndex=2`, {
        auth: true,
      });
      expect(
        await screen.findByText(`hint for api/scripted/v1/divide/answer/${level}?caseIndex=2`),
      ).toBeVisible();
      expect(hintBox()).toHaveTextContent(`Hint ${level} of 3 for test case 2`);
    }
    expect(server.get).toHaveBeenCalledTimes(4);
  });

  it('starts again at level 1 once that case is found, and hides when no case is open', async () => {
    const server = mockHttp({ get: () => ({ message: 'a hint' }) });
    const user = userEvent.setup();
    const { rerender } = signedIn(1);
    await user.click(screen.getByRole('button', { name: 'Get a hint' }));
    await user.click(screen.getByRole('button', { name: 'Get a hint' }));
    rerender(<HintButton challenge={divide} caseNumber={3} />);
    expect(hintBox()).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Get a hint' }));
    expect(server.get).toHaveBeenLastCalledWith('api/scripted/v1/divide/answer/1?caseIndex=3', {
      auth: true,
    });
    rerender(<HintButton challenge={divide} caseNumber={undefined} />);
    expect(screen.queryByRole('button', { name: 'Get a hint' })).not.toBeInTheDocument();
  });

  it('invites a signed-out user to log in or register, without a call', async () => {
    const server = mockHttp({});
    const user = userEvent.setup();
    renderWithStore(<HintButton challenge={divide} caseNumber={1} />);
    await user.click(screen.getByRole('button', { name: 'Get a hint' }));
    expect(server.get).not.toHaveBeenCalled();
    // The sentence with its links is a part of its own, loaded on this first need.
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/app/account/login');
    expect(hintBox()).toHaveTextContent('Hints are for signed-in users. Log in or register to get one.');
    expect(screen.getByRole('link', { name: 'register' })).toHaveAttribute('href', '/app/account/register');
  });

  it('invites to sign in again on a 401 and says so in the current language on other failures', async () => {
    const failures = [
      new HttpError('http', 401, 'Unauthorized'),
      new HttpError('network', 0, 'Failed to fetch'),
    ];
    const server = mockHttp({
      get: () => {
        throw failures.shift();
      },
    });
    const user = userEvent.setup();
    signedIn(1);
    await user.click(screen.getByRole('button', { name: 'Get a hint' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ua'));
    await user.click(screen.getByRole('button', { name: 'Отримати підказку' }));
    expect(
      await screen.findByText('Не вдалося завантажити підказку. Спробуйте пізніше.'),
    ).toBeInTheDocument();
    expect(server.get).toHaveBeenLastCalledWith('api/scripted/v1/divide/answer/1?caseIndex=1', {
      auth: true,
    });
  });
});
