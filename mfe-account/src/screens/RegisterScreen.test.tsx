import { i18n, selectIsSignedIn, selectPageTitle } from '@qa/shared';
import { screen, within } from '@testing-library/react';
import { providerError } from '../test/fakeIdentity';
import { renderAccount, SIGNED_IN_UNVERIFIED } from '../test/renderAccount';

jest.mock('@qa/shared', () => ({
  ...jest.requireActual<typeof import('@qa/shared')>('@qa/shared'),
  whenIdentityReady: jest.fn(),
}));

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText('Password');
const repeat = () => screen.getByLabelText('Repeat password');
const agreement = () => screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ });
const submit = () => screen.getByRole('button', { name: 'Register' });
const path = () => screen.getByTestId('path');

type Setup = ReturnType<typeof renderAccount>;

const fillIn = async ({ user }: Setup, values = { email: 'new@example.com', password: 'secret1' }) => {
  await user.type(email(), values.email);
  await user.type(password(), values.password);
  await user.type(repeat(), values.password);
  await user.click(agreement());
};

describe('register screen', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('has the fields, the password rule stated before typing, autocomplete, the links and the page title', () => {
    const { store } = renderAccount('register');
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(selectPageTitle(store.getState())).toBe('Register');
    expect(email()).toHaveAttribute('autocomplete', 'email');
    for (const field of [password(), repeat()]) {
      expect(field).toHaveAttribute('autocomplete', 'new-password');
      // Nothing cuts what is typed or pasted: the rule is checked and named instead.
      expect(field).not.toHaveAttribute('maxlength');
    }
    expect(password()).toHaveAccessibleDescription('6 to 128 characters');
    const label = document.querySelector<HTMLElement>(`label[for="${agreement().id}"]`);
    if (!label) throw new Error('the agreement has no label');
    expect(within(label).getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute(
      'href',
      '/app/about/terms-and-conditions',
    );
    expect(within(label).getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/app/about/privacy-policy',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/app/account/login');
  });

  it('keeps submit disabled until the agreement is checked', async () => {
    const { user } = renderAccount('register');
    expect(submit()).toBeDisabled();
    await user.click(agreement());
    expect(submit()).toBeEnabled();
    await user.click(agreement());
    expect(submit()).toBeDisabled();
  });

  it('refuses a malformed email, a short password and passwords that differ, each at its field', async () => {
    const setup = renderAccount('register');
    const { user, identity } = setup;
    await user.type(email(), 'abc');
    await user.type(password(), '12345');
    await user.type(repeat(), '123456');
    await user.click(agreement());
    await user.click(submit());

    expect(email()).toHaveAccessibleDescription('Please enter an email address such as name@example.com.');
    expect(password()).toHaveAccessibleDescription(
      'The password needs at least 6 characters. 6 to 128 characters',
    );
    expect(repeat()).toHaveAccessibleDescription('Passwords do not match.');
    expect(repeat()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();
    expect(identity.register).not.toHaveBeenCalled();
  });

  it('registers a pasted 128-character passphrase whole, and names one character more as too long', async () => {
    const setup = renderAccount('register');
    const { user, identity } = setup;
    const passphrase = 'correct horse battery staple '.repeat(5).slice(0, 128);
    await user.type(email(), 'new@example.com');
    await user.click(password());
    await user.paste(`${passphrase}!`);
    await user.click(repeat());
    await user.paste(`${passphrase}!`);
    await user.click(agreement());
    await user.click(submit());
    expect(password()).toHaveAccessibleDescription(
      'The password can have at most 128 characters. 6 to 128 characters',
    );
    expect(password()).toHaveFocus();
    expect(identity.register).not.toHaveBeenCalled();

    await user.type(password(), '{Backspace}');
    await user.type(repeat(), '{Backspace}');
    await user.click(submit());
    await screen.findByRole('dialog', { name: 'Email Verification Sent!' });
    expect(identity.register).toHaveBeenCalledWith('new@example.com', passphrase);
  });

  it.each([
    ['auth/invalid-email', 'email', 'Please enter an email address such as name@example.com.'],
    [
      'auth/weak-password',
      'password',
      'This password is too weak. Choose a longer one, with letters, digits and symbols. 6 to 128 characters',
    ],
  ])(
    'names the refusal %s at the %s field, with focus, not in a dialog',
    async (code, field, description) => {
      const setup = renderAccount('register');
      const { user, identity } = setup;
      identity.register.mockRejectedValue(providerError(code));
      await fillIn(setup);
      await user.click(submit());
      const input = field === 'email' ? email() : password();
      await screen.findByText(description.split(' 6 to')[0]!);
      expect(input).toHaveAccessibleDescription(description);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveFocus();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it('creates the account, sends and counts the verification email, then goes to the dashboard after OK', async () => {
    const setup = renderAccount('register');
    const { user, identity, store } = setup;
    await fillIn(setup);
    await user.click(submit());

    const dialog = await screen.findByRole('dialog', { name: 'Email Verification Sent!' });
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(identity.register).toHaveBeenCalledWith('new@example.com', 'secret1');
    expect(identity.sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('numberOfConfirmationsSent')).toBe('1');
    // Signed in by now, yet the notice comes first.
    expect(path()).toHaveTextContent('/app/account/register');

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(path()).toHaveTextContent('/app/account/dashboard');
  });

  it('adds to a stored count and treats an unparseable one as none', async () => {
    localStorage.setItem('numberOfConfirmationsSent', 'not a number');
    const setup = renderAccount('register');
    await fillIn(setup);
    await setup.user.click(submit());
    await screen.findByRole('dialog', { name: 'Email Verification Sent!' });
    expect(localStorage.getItem('numberOfConfirmationsSent')).toBe('1');
  });

  it.each([
    ['auth/email-already-in-use', 'An account with this email already exists.'],
    [
      'auth/account-exists-with-different-credential',
      'You have already signed up with a different auth provider for that email.',
    ],
    ['auth/network-request-failed', 'Something went wrong. Please try again later.'],
  ])('shows %s as "%s"', async (code, message) => {
    const setup = renderAccount('register');
    const { user, identity } = setup;
    identity.register.mockRejectedValue(providerError(code));
    await fillIn(setup);
    await user.click(submit());

    const dialog = await screen.findByRole('dialog', { name: message });
    expect(identity.sendVerificationEmail).not.toHaveBeenCalled();
    expect(localStorage.getItem('numberOfConfirmationsSent')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(path()).toHaveTextContent('/app/account/register');
  });

  it('shows the generic error when the verification email fails, then the dashboard', async () => {
    const setup = renderAccount('register');
    const { user, identity } = setup;
    identity.sendVerificationEmail.mockRejectedValue(providerError('auth/too-many-requests'));
    await fillIn(setup);
    await user.click(submit());

    const dialog = await screen.findByRole('dialog', {
      name: 'Something went wrong. Please try again later.',
    });
    expect(localStorage.getItem('numberOfConfirmationsSent')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Send the email again' })).toBeInTheDocument();
    expect(path()).toHaveTextContent('/app/account/dashboard');
  });

  it('sends a signed-in user to the dashboard', async () => {
    renderAccount('register', SIGNED_IN_UNVERIFIED);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });
});
