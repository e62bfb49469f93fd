import { STORAGE_KEYS } from '@qa/shared';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CookieNotice } from './CookieNotice';
import { EARLY_NOTICE_ID } from './early/earlyNoticeIds';

const notice = () => screen.queryByRole('dialog', { name: 'Cookies and browser storage' });

describe('CookieNotice', () => {
  beforeEach(() => localStorage.clear());

  it('asks until accepted, with the privacy policy one click away', async () => {
    const { user } = renderWithProviders(<CookieNotice />, { route: '/app/list' });
    const dialog = notice();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute(
      'href',
      '/app/about/privacy-policy',
    );
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(accept).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(notice()).toBeInTheDocument();
    await user.click(accept);
    expect(notice()).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.cookiesAccepted)).toBe('true');
  });

  it('takes the place of the notice index.html showed while the app loaded', () => {
    const early = document.createElement('div');
    early.id = EARLY_NOTICE_ID;
    document.body.append(early);
    renderWithProviders(<CookieNotice />, { route: '/app/list' });
    expect(document.getElementById(EARLY_NOTICE_ID)).toBeNull();
    expect(notice()).toBeInTheDocument();
  });

  it('is not shown again once accepted', () => {
    localStorage.setItem(STORAGE_KEYS.cookiesAccepted, 'true');
    renderWithProviders(<CookieNotice />, { route: '/app/' });
    expect(notice()).not.toBeInTheDocument();
  });

  it.each(['/app/about', '/app/about/privacy-policy', '/app/about/terms-and-conditions'])(
    'leaves %s readable',
    (route) => {
      renderWithProviders(<CookieNotice />, { route });
      expect(notice()).not.toBeInTheDocument();
    },
  );

  it('counts a stored value other than the flag as not accepted', () => {
    localStorage.setItem(STORAGE_KEYS.cookiesAccepted, '{"oops"');
    renderWithProviders(<CookieNotice />, { route: '/app/' });
    expect(notice()).toBeInTheDocument();
  });

  it('steps aside on the privacy policy its link opens', async () => {
    const { user } = renderWithProviders(<CookieNotice />, { route: '/app/list' });
    await user.click(screen.getByRole('link', { name: 'Read the privacy policy' }));
    expect(notice()).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.cookiesAccepted)).toBeNull();
  });

  // Last: the acceptance it makes is kept in memory for the rest of this file.
  it('goes away for this page view even when storage refuses the flag', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const { user } = renderWithProviders(<CookieNotice />, { route: '/app/' });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(notice()).not.toBeInTheDocument();
    setItem.mockRestore();
  });
});
