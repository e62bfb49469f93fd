import { i18n, selectPageTitle } from '@qa/shared';
import { screen, within } from '@testing-library/react';
import { providerError } from '../test/fakeIdentity';
import { renderAccount, SIGNED_IN_VERIFIED } from '../test/renderAccount';

jest.mock('@qa/shared', () => ({
  ...jest.requireActual<typeof import('@qa/shared')>('@qa/shared'),
  whenIdentityReady: jest.fn(),
}));

const email = () => screen.getByRole('textbox', { name: 'Email' });
const submit = () => screen.getByRole('button', { name: 'Send the reset link' });

describe('restore screen', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('has only an email field, links to login and register, and the page title', () => {
    const { store } = renderAccount('restore');
    expect(screen.getByRole('heading', { level: 1, name: 'Restore password' })).toBeInTheDocument();
    expect(selectPageTitle(store.getState())).toBe('Restore password');
    expect(screen.getAllByRole('textbox')).toEqual([email()]);
    expect(document.querySelectorAll('input')).toHaveLength(1);
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/app/account/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/app/account/register');
  });

  it('refuses an email of only spaces', async () => {
    const { user, identity } = renderAccount('restore');
    await user.type(email(), '   ');
    await user.click(submit());
    expect(email()).toHaveAccessibleDescription('Please enter your email address.');
    expect(email()).toHaveFocus();
    expect(identity.sendPasswordReset).not.toHaveBeenCalled();
  });

  it('refuses a malformed address at the field instead of announcing a sent email', async () => {
    const { user, identity } = renderAccount('restore');
    await user.type(email(), 'bad');
    await user.click(submit());
    expect(email()).toHaveAccessibleDescription('Please enter an email address such as name@example.com.');
    expect(email()).toHaveFocus();
    expect(identity.sendPasswordReset).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("names the provider's auth/invalid-email at the field", async () => {
    const { user, identity } = renderAccount('restore');
    identity.sendPasswordReset.mockRejectedValue(providerError('auth/invalid-email'));
    await user.type(email(), 'tester@example.com');
    await user.click(submit());
    expect(
      await screen.findByText('Please enter an email address such as name@example.com.'),
    ).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the reset email to the trimmed address', async () => {
    const { user, identity } = renderAccount('restore');
    await user.type(email(), ' tester@example.com ');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Password Reset Email Sent!' });
    expect(identity.sendPasswordReset).toHaveBeenCalledWith('tester@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['auth/user-not-found', 'Firebase: Error (auth/user-not-found).'],
    ['auth/network-request-failed', 'Something went wrong. Please try again later.'],
  ])('shows %s as "%s"', async (code, message) => {
    const { user, identity } = renderAccount('restore');
    identity.sendPasswordReset.mockRejectedValue(providerError(code));
    await user.type(email(), 'tester@example.com');
    await user.click(submit());
    expect(await screen.findByRole('dialog', { name: message })).toBeInTheDocument();
  });

  it('sends a signed-in user to the dashboard', async () => {
    renderAccount('restore', SIGNED_IN_VERIFIED);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });
});
