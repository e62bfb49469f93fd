import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says the page does not exist and links back home', () => {
    const { store } = renderWithProviders(<NotFoundPage />, { route: '/app/nowhere' });
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/app/');
    expect(store.getState().page.pageTitle).toBe('Page not found');
  });
});
