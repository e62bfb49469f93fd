import { act, screen } from '@testing-library/react';
import { clearUser } from '@qa/shared';
import { renderWithProviders } from '../test/renderWithProviders';
import { WhenAuthKnown } from './WhenAuthKnown';

it('shows the page only once the identity client has reported', () => {
  const { store } = renderWithProviders(
    <WhenAuthKnown>
      <p>page</p>
    </WhenAuthKnown>,
    { preloadedState: { account: { user: '', isEmailVerified: false, authChecked: false } } },
  );
  expect(screen.queryByText('page')).not.toBeInTheDocument();
  expect(screen.getByText('Loading…')).toHaveAttribute('aria-busy', 'true');
  act(() => void store.dispatch(clearUser()));
  expect(screen.getByText('page')).toBeInTheDocument();
});
