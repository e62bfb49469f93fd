import { notify } from '@qa/shared';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Notifications } from './Notifications';

describe('Notifications', () => {
  it('shows what was notified before the page was ready, once it is', async () => {
    notify({ text: 'Sent at start-up', variant: 'info' });
    renderWithProviders(<Notifications />);
    expect(screen.queryByText('Sent at start-up')).not.toBeInTheDocument();
    // The toast library loads once the page is usable: on a busy machine that can take more than a second.
    expect(await screen.findByText('Sent at start-up', {}, { timeout: 10_000 })).toBeInTheDocument();
    notify({ text: 'Sent later' });
    expect(await screen.findByText('Sent later')).toBeInTheDocument();
  });
});
