import {
  clearUser,
  environment,
  http,
  HttpError,
  provideIdentity,
  provideNotifier,
  setLanguage,
  type AccountState,
  type IdentityService,
} from '@qa/shared';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { settle } from '../../test/settle';
import { AssessmentPage } from './AssessmentPage';

const get = jest.spyOn(http, 'get');
const notifier = jest.fn();
provideNotifier(notifier);
const getIdToken = jest.fn<Promise<string | null>, [boolean?]>();
// Only the token refresh is used here; the rest of the service is the account remote's business.
provideIdentity({ getIdToken } as Partial<IdentityService> as IdentityService);

const CONTENT = {
  title: 'Your rehearsal, step by step',
  description: 'Open an exploratory challenge you have not played yet.',
  imageUrl: '/api/static/assessment.png',
};
const SUBSCRIBED = { subscribed: true, ...CONTENT };
/** What a signed-in user without the subscription gets: a 200, not a refusal. */
const NOT_SUBSCRIBED = { subscribed: false, message: 'An active subscription is required.' };

/** Renders and lets the assessment call (and its retry) settle. */
const renderPage = async (account?: AccountState) => {
  const rendered = renderWithProviders(<AssessmentPage />, {
    route: '/app/assessment',
    preloadedState: account && { account },
  });
  await settle();
  return rendered;
};

const VERIFIED = { user: 'user-1', isEmailVerified: true, authChecked: true };

describe('AssessmentPage', () => {
  beforeEach(() => {
    localStorage.clear(); // the language a test switches to is remembered there
    get.mockReset();
    notifier.mockReset();
    getIdToken.mockReset().mockResolvedValue('fresh-token');
  });

  it('asks visitors to log in or register, without calling the server', async () => {
    const { store } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Interview Assessment' })).toBeInTheDocument();
    expect(screen.getByText(/registered users with an active subscription/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/app/account/login');
    expect(screen.getByRole('link', { name: 'register' })).toHaveAttribute('href', '/app/account/register');
    expect(get).not.toHaveBeenCalled();
    expect(store.getState().page.pageTitle).toBe('Interview Assessment');
  });

  it("shows a subscriber the server's title, description and image", async () => {
    get.mockResolvedValue(SUBSCRIBED);
    await renderPage(VERIFIED);
    expect(get).toHaveBeenCalledWith('api/assessment', expect.objectContaining({ auth: true }));
    expect(screen.getByRole('heading', { level: 2, name: CONTENT.title })).toBeInTheDocument();
    expect(screen.getByText(CONTENT.description)).toBeInTheDocument();
    expect(screen.getByRole('presentation')).toHaveAttribute(
      'src',
      new URL(CONTENT.imageUrl, environment.apiBaseUrl).href,
    );
    expect(screen.queryByRole('link', { name: 'log in' })).not.toBeInTheDocument();
  });

  it('shows the subscribe prompt without the subscription, after asking once more with a fresh token', async () => {
    get.mockResolvedValue(NOT_SUBSCRIBED);
    await renderPage(VERIFIED);
    expect(getIdToken).toHaveBeenCalledWith(true);
    expect(get).toHaveBeenCalledTimes(2);
    const prompt = screen.getByRole('region', { name: 'An active subscription is needed' });
    expect(within(prompt).getByText(/no active subscription yet/)).toBeInTheDocument();
    expect(within(prompt).getByRole('link', { name: /Open the feedback form/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.queryByText(/verify your email address/)).not.toBeInTheDocument();
    expect(notifier).not.toHaveBeenCalled();
  });

  it('shows the content when the fresh token carries the new subscription', async () => {
    get.mockResolvedValueOnce(NOT_SUBSCRIBED).mockResolvedValueOnce(SUBSCRIBED);
    await renderPage(VERIFIED);
    expect(screen.getByRole('heading', { level: 2, name: CONTENT.title })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'An active subscription is needed' }),
    ).not.toBeInTheDocument();
  });

  it('asks an unverified user to verify the email address too', async () => {
    get.mockResolvedValue(NOT_SUBSCRIBED);
    await renderPage({ user: 'user-2', isEmailVerified: false, authChecked: true });
    expect(screen.getByText(/verify your email address/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'dashboard' })).toHaveAttribute('href', '/app/account/dashboard');
  });

  it('asks to log in again when the server does not accept the sign-in', async () => {
    get.mockRejectedValue(new HttpError('http', 401, 'Unauthorized'));
    await renderPage(VERIFIED);
    expect(screen.getByRole('link', { name: 'log in' })).toBeInTheDocument();
    expect(getIdToken).not.toHaveBeenCalled();
  });

  it('shows an error notice when the call fails otherwise', async () => {
    get.mockRejectedValue(new HttpError('network', 0, 'Failed to fetch'));
    await renderPage(VERIFIED);
    expect(notifier).toHaveBeenCalledWith({ text: 'Failed to fetch', variant: 'error' });
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('shows an error notice when the answer has no title and description', async () => {
    get.mockResolvedValue({ subscribed: true, imageUrl: CONTENT.imageUrl });
    await renderPage(VERIFIED);
    expect(notifier).toHaveBeenCalledWith({
      text: "The server's answer could not be read.",
      variant: 'error',
    });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('asks again in the new language, which the server words the content in', async () => {
    get.mockResolvedValue(SUBSCRIBED);
    const { store } = await renderPage(VERIFIED);
    act(() => void store.dispatch(setLanguage('ua')));
    await settle();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('hides the content as soon as the user signs out', async () => {
    get.mockResolvedValue(SUBSCRIBED);
    const { store } = await renderPage(VERIFIED);
    expect(screen.getByRole('heading', { level: 2, name: CONTENT.title })).toBeInTheDocument();
    act(() => void store.dispatch(clearUser()));
    expect(screen.queryByRole('heading', { level: 2, name: CONTENT.title })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log in' })).toBeInTheDocument();
  });
});
