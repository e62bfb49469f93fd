import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AboutPage } from './AboutPage';

const GROUPS = ['Learn', 'Scripted', 'Generator', 'Gherkin', 'Functional', 'API Testing', 'Exploratory'];

describe('AboutPage', () => {
  it('has a title and a paragraph per challenge group', () => {
    const { store } = renderWithProviders(<AboutPage />, { route: '/app/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'About the simulator' })).toBeInTheDocument();
    for (const group of GROUPS) {
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    }
    expect(store.getState().page.pageTitle).toBe('About the simulator');
  });

  it('is written in the chosen language', () => {
    renderWithProviders(<AboutPage />, {
      route: '/app/about',
      preloadedState: { language: { local: 'pl' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'O symulatorze' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Odpowiedzi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'zaloguj się' })).toHaveAttribute('href', '/app/account/login');
  });

  it('asks visitors to log in or register to see the answers', () => {
    renderWithProviders(<AboutPage />, { route: '/app/about' });
    expect(screen.getByText(/To see the answers of the challenges/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/app/account/login');
    expect(screen.getByRole('link', { name: 'register' })).toHaveAttribute('href', '/app/account/register');
    expect(screen.queryByRole('link', { name: 'See the answers' })).not.toBeInTheDocument();
  });

  it('links signed-in users to the answers', () => {
    renderWithProviders(<AboutPage />, {
      route: '/app/about',
      preloadedState: { account: { user: 'user-1', isEmailVerified: true, authChecked: true } },
    });
    const answers = screen.getByRole('link', { name: 'See the answers' });
    expect(answers).toHaveAttribute('href', '/app/about/answers');
    expect(screen.queryByRole('link', { name: 'log in' })).not.toBeInTheDocument();
  });
});
