import { i18n, selectPageTitle } from '@qa/shared';
import { screen } from '@testing-library/react';
import { renderAccount } from './test/renderAccount';

jest.mock('@qa/shared', () => ({
  ...jest.requireActual<typeof import('@qa/shared')>('@qa/shared'),
  whenIdentityReady: jest.fn(),
}));

describe('AccountPage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each(['settings', 'toString'])('shows not-found with a link home for the action "%s"', (action) => {
    const { store } = renderAccount(action);
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/app/');
    expect(selectPageTitle(store.getState())).toBe('Page not found');
  });
});
