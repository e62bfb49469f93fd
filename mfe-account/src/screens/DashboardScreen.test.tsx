import { i18n, selectIsSignedIn, selectPageTitle, setUser } from '@qa/shared';
import { act, screen, within } from '@testing-library/react';
import { providerError } from '../test/fakeIdentity';
import { renderAccount, SIGNED_IN_UNVERIFIED, SIGNED_IN_VERIFIED } from '../test/renderAccount';

jest.mock('@qa/shared', () => ({
  ...jest.requireActual<typeof import('@qa/shared')>('@qa/shared'),
  whenIdentityReady: jest.fn(),
}));
// The classes section loads on its own (ClassMemberships.test.tsx); here its content is empty and calls nothing.
jest.mock('../dashboard/MembershipsBody', () => ({ MembershipsBody: () => null }));

const COUNTER = 'numberOfConfirmationsSent';
const LIMIT = 'You have already sent a confirmation email. Please wait.';
const resend = () => screen.getByRole('button', { name: 'Send the email again' });
const path = () => screen.getByTestId('path');

describe('dashboard', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('signed out: links to login and register, and the page title', () => {
    const { store } = renderAccount('dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(selectPageTitle(store.getState())).toBe('Dashboard');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/app/account/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/app/account/register');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('signed in and verified: the answers link and logout, which goes to login', async () => {
    const { user, identity, store } = renderAccount('dashboard', SIGNED_IN_VERIFIED);
    expect(screen.getByRole('link', { name: 'See the answers to the challenges' })).toHaveAttribute(
      'href',
      '/app/about/answers',
    );
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(identity.signOut).toHaveBeenCalledTimes(1);
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(path()).toHaveTextContent('/app/account/login');
  });

  it('stays and says so when logging out fails', async () => {
    const { user, identity } = renderAccount('dashboard', SIGNED_IN_VERIFIED);
    identity.signOut.mockRejectedValue(providerError('auth/network-request-failed'));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(
      await screen.findByRole('dialog', { name: 'Something went wrong. Please try again later.' }),
    ).toBeInTheDocument();
    expect(path()).toHaveTextContent('/app/account/dashboard');
  });

  it('signed in and unverified: the request, resend, and no answers link', () => {
    renderAccount('dashboard', SIGNED_IN_UNVERIFIED);
    expect(
      screen.getByText('Please confirm your email address: open the link in the email we sent you.'),
    ).toBeInTheDocument();
    expect(resend()).toBeEnabled();
    expect(screen.queryByRole('link', { name: /answers/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('resends and counts up to three emails, then asks to wait', async () => {
    localStorage.setItem(COUNTER, '1');
    const { user, identity } = renderAccount('dashboard', SIGNED_IN_UNVERIFIED);

    await user.click(resend());
    const sent = await screen.findByRole('dialog', { name: 'Email Verification Sent!' });
    expect(localStorage.getItem(COUNTER)).toBe('2');
    await user.click(within(sent).getByRole('button', { name: 'OK' }));

    await user.click(resend());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Email Verification Sent!' })).getByRole('button', {
        name: 'OK',
      }),
    );
    expect(localStorage.getItem(COUNTER)).toBe('3');

    await user.click(resend());
    expect(await screen.findByRole('dialog', { name: LIMIT })).toBeInTheDocument();
    expect(identity.sendVerificationEmail).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(COUNTER)).toBe('3');
  });

  it('asks to wait when the send fails, without counting it', async () => {
    const { user, identity } = renderAccount('dashboard', SIGNED_IN_UNVERIFIED);
    identity.sendVerificationEmail.mockRejectedValue(providerError('auth/too-many-requests'));
    await user.click(resend());
    expect(await screen.findByRole('dialog', { name: LIMIT })).toBeInTheDocument();
    expect(localStorage.getItem(COUNTER)).toBeNull();
  });

  it('treats an unparseable counter as no emails sent', async () => {
    localStorage.setItem(COUNTER, '{broken');
    const { user } = renderAccount('dashboard', SIGNED_IN_UNVERIFIED);
    await user.click(resend());
    expect(await screen.findByRole('dialog', { name: 'Email Verification Sent!' })).toBeInTheDocument();
    expect(localStorage.getItem(COUNTER)).toBe('1');
  });

  it('the login link signs out first, so the confirmed account can sign in again', async () => {
    const { user, identity } = renderAccount('dashboard', SIGNED_IN_UNVERIFIED);
    const login = screen.getByRole('link', { name: 'Log in again' });
    expect(login).toHaveAttribute('href', '/app/account/login');
    await user.click(login);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(identity.signOut).toHaveBeenCalledTimes(1);
    expect(path()).toHaveTextContent('/app/account/login');
  });

  it('follows the account state as the shell changes it', async () => {
    const { store } = renderAccount('dashboard', SIGNED_IN_UNVERIFIED);
    expect(resend()).toBeInTheDocument();
    act(() => {
      store.dispatch(setUser({ id: 'u1', isEmailVerified: true }));
    });
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});

describe('before the identity client has reported', () => {
  it('waits instead of showing the signed-out dashboard', () => {
    renderAccount('dashboard', { account: { user: '', isEmailVerified: false, authChecked: false } });
    expect(screen.getByText('Please wait…')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
