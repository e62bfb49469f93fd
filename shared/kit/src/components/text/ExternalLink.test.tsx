import { render, screen } from '@testing-library/react';
import { i18n } from '@qa/shared';
import { ExternalLink } from './ExternalLink';

describe('ExternalLink', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('opens a new tab without access to this page, and says so to a screen reader', () => {
    render(<ExternalLink href="https://example.com/terms">Terms</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Terms (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no space after its text: an underlined one would sit before the sentence period', () => {
    render(
      <p>
        Read the <ExternalLink href="/terms">Terms</ExternalLink>.
      </p>,
    );
    const link = screen.getByRole('link');
    const shown = [...link.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
    expect(shown.map((node) => node.textContent).join('')).toBe('Terms');
  });
});
