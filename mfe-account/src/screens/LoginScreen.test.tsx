import { i18n, selectPageTitle } from '@qa/shared';
import { screen, within } from '@testing-library/react';
import { providerError } from '../test/fakeIdentity';
import { renderAccount, SIGNED_IN_VERIFIED } from '../test/renderAccount';

jest.mock('@qa/shared', () => ({
  ...jest.requireActual<typeof import('@qa/shared')>('@qa/shared'),
  whenIdentityReady: jest.fn(),
}));

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Log in' });
const path = () => screen.getByTestId('path');

describe('login screen', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('has the fields with their autocomplete, the links and the page title', () => {
    const { store } = renderAccount('login');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(selectPageTitle(store.getState())).toBe('Login');
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/app/account/restore',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/app/account/register');
    expect(screen.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute(
      'href',
      '/app/about/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/app/about/privacy-policy',
    );
  });

  it('refuses a malformed email and a password under 6 characters, marking the fields', async () => {
    const { user, identity } = renderAccount('login');
    await user.type(email(), 'a@b');
    await user.type(password(), '12345');
    await user.click(submit());

    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Please enter an email address such as name@example.com.');
    expect(password()).toHaveAccessibleDescription('The password needs at least 6 characters.');
    expect(email()).toHaveFocus();
    expect(identity.signIn).not.toHaveBeenCalled();

    await user.type(email(), 'c');
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    expect(email()).not.toHaveAccessibleDescription();
  });

  it('signs in with the trimmed email and goes to the dashboard', async () => {
    const { user, identity } = renderAccount('login');
    await user.type(email(), ' tester@example.com ');
    await user.type(password(), 'secret1');
    await user.click(submit());

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(identity.signIn).toHaveBeenCalledWith('tester@example.com', 'secret1');
    expect(path()).toHaveTextContent('/app/account/dashboard');
  });

  it('is busy while signing in and ignores a second press', async () => {
    const { user, identity } = renderAccount('login');
    let finish: () => void = () => undefined;
    identity.signIn.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.type(email(), 'tester@example.com');
    await user.type(password(), 'secret1');
    await user.click(submit());

    const busy = screen.getByRole('button', { name: 'Please wait…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy.closest('form')).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(identity.signIn).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it.each([
    ['auth/invalid-credential', 'Email or password is incorrect.'],
    ['auth/wrong-password', 'Email or password is incorrect.'],
    ['auth/too-many-requests', 'Something went wrong. Please try again later.'],
  ])('shows %s as "%s" in a dialog with OK', async (code, message) => {
    const { user, identity } = renderAccount('login');
    identity.signIn.mockRejectedValue(providerError(code));
    await user.type(email(), 'tester@example.com');
    await user.type(password(), 'secret1');
    await user.click(submit());

    const dialog = await screen.findByRole('dialog', { name: message });
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await user.click(ok);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submit()).toHaveFocus();
    expect(path()).toHaveTextContent('/app/account/login');
  });

  it('sends a signed-in user to the dashboard', async () => {
    renderAccount('login', SIGNED_IN_VERIFIED);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(path()).toHaveTextContent('/app/account/dashboard');
  });

  it('speaks the current language', async () => {
    await i18n.changeLanguage('ua');
    renderAccount('login');
    expect(screen.getByRole('heading', { level: 1, name: 'Вхід' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Увійти' })).toBeInTheDocument();
  });
});
