import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { AccountMenu } from './AccountMenu';

const signedIn = { account: { user: 'user-1', isEmailVerified: true, authChecked: true } };

describe('AccountMenu', () => {
  it('is closed until the account button is pressed', async () => {
    const { user } = renderWithProviders(<AccountMenu onLogout={jest.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Account' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers Login and Register when signed out', async () => {
    const { user } = renderWithProviders(<AccountMenu onLogout={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/app/account/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/app/account/register');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('offers Dashboard and Logout when signed in, and Logout calls back', async () => {
    const onLogout = jest.fn();
    const { user } = renderWithProviders(<AccountMenu onLogout={onLogout} />, { preloadedState: signedIn });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app/account/dashboard');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape, giving focus back to the button, and on a click outside', async () => {
    const { user } = renderWithProviders(
      <>
        <p>elsewhere</p>
        <AccountMenu onLogout={jest.fn()} />
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Account' });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(screen.getByText('elsewhere'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
