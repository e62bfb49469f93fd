import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { Footer } from './Footer';

describe('Footer', () => {
  afterEach(() => jest.useRealTimers());

  it('links to the page that explains the groups, the terms and the privacy policy', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: 'About the simulator' })).toHaveAttribute('href', '/app/about');
    const terms = screen.getByRole('link', { name: 'Terms and Conditions' });
    const privacy = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(terms).toHaveAttribute('href', '/app/about/terms-and-conditions');
    expect(privacy).toHaveAttribute('href', '/app/about/privacy-policy');
  });

  it('opens the feedback form and three social links in a new tab, safely', () => {
    renderWithProviders(<Footer />);
    const feedback = screen.getByRole('link', { name: /Leave feedback/ });
    const social = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    const names = social.map((link) => link.textContent?.replace('(opens in a new tab)', '').trim());
    expect(names).toEqual(['LinkedIn', 'Facebook', 'Telegram']);
    for (const link of [feedback, ...social]) {
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
  });

  it('shows the current year in the copyright', () => {
    jest.useFakeTimers({ now: new Date('2031-03-15T12:00:00Z') });
    renderWithProviders(<Footer />);
    expect(screen.getByText('© 2031 QA Practice Simulator')).toBeInTheDocument();
  });
});
