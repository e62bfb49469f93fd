import { STORAGE_KEYS } from '@qa/shared';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PendingCookieNotice } from './PendingCookieNotice';

describe('the cookie notice of a page view', () => {
  beforeEach(() => localStorage.clear());

  it('shows while the visitor has not accepted', async () => {
    renderWithProviders(<PendingCookieNotice />);
    expect(await screen.findByRole('dialog', { name: 'Cookies and browser storage' })).toBeVisible();
  });

  it('stays away for a visitor who has accepted', async () => {
    localStorage.setItem(STORAGE_KEYS.cookiesAccepted, 'true');
    const { container } = renderWithProviders(<PendingCookieNotice />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
