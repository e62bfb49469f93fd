import { notify } from '@qa/shared';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Notifications } from './Notifications';

describe('Notifications', () => {
  it('shows what was notified before the page was ready, once it is', async () => {
    notify({ text: 'Sent at start-up', variant: 'info' });
    renderWithProviders(<Notifications />);
    expect(screen.queryByText('Sent at start-up')).not.toBeInTheDocument();
    expect(await screen.findByText('Sent at start-up')).toBeInTheDocument();
    notify({ text: 'Sent later' });
    expect(await screen.findByText('Sent later')).toBeInTheDocument();
  });
});
