import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { TopBar } from './TopBar';

const props = { menuExpanded: false, menuId: 'side-menu', onMenuToggle: jest.fn(), onLogout: jest.fn() };

describe('TopBar', () => {
  it('has a labelled menu button that controls the side menu', async () => {
    const onMenuToggle = jest.fn();
    const { user } = renderWithProviders(<TopBar {...props} onMenuToggle={onMenuToggle} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'side-menu');
    await user.click(button);
    expect(onMenuToggle).toHaveBeenCalledTimes(1);
  });

  it('shows the product name linking home, the account dropdown and the language dropdown', () => {
    renderWithProviders(<TopBar {...props} menuExpanded />);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'QA Practice Simulator' })).toHaveAttribute('href', '/app/');
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('keeps the environment out of the name, which narrow screens clip, and lets the language give way', () => {
    renderWithProviders(<TopBar {...props} />);
    const bar = screen.getByRole('banner');
    const badge = screen.getByText('LOCAL');
    expect(badge.parentElement).toBe(bar);
    expect(
      getComputedStyle(screen.getByRole('link', { name: 'QA Practice Simulator' }).parentElement!).overflow,
    ).toBe('hidden');
    expect(getComputedStyle(screen.getByRole('combobox', { name: 'Language' })).minWidth).toBe('0');
  });
});
