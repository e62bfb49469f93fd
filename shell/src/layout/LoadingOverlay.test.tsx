import { hideSpinner, showSpinner } from '@qa/shared';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('shows while the spinner is visible, and only then', () => {
    const { store } = renderWithProviders(<LoadingOverlay />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(showSpinner());
    });
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    act(() => {
      store.dispatch(hideSpinner());
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
