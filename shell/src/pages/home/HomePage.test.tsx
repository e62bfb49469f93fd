import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  it('shows the title and the description', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Learn manual testing by doing');
    expect(screen.getByText(/small form with hidden rules/)).toBeInTheDocument();
  });

  it('places the start button right after the second paragraph, leading to the first learn challenge', () => {
    renderWithProviders(<HomePage />);
    const start = screen.getByRole('link', { name: 'Start' });
    const secondParagraph = screen.getByText(/New to testing\?/);
    expect(start).toHaveAttribute('href', '/app/challenge/learn/adder');
    expect(secondParagraph.previousElementSibling?.tagName).toBe('P');
    expect(secondParagraph.nextElementSibling).toBe(start);
  });

  it('links to the list of challenges', () => {
    renderWithProviders(<HomePage />);
    const list = screen.getByRole('link', { name: 'See all challenges' });
    expect(list).toHaveAttribute('href', '/app/list');
  });

  it('sets the page title', () => {
    const { store } = renderWithProviders(<HomePage />);
    expect(store.getState().page.pageTitle).toBe('Home');
  });
});
