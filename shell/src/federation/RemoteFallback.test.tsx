import { screen } from '@testing-library/react';
import { act } from 'react';
import { i18n } from '@qa/shared';
import { renderWithProviders } from '../test/renderWithProviders';
import { RemoteContractError } from './remoteContract';
import { RemoteFallback } from './RemoteFallback';
import { RemoteUnavailableError } from './remotes';

const siteTooOld = new RemoteContractError('mfe_learn', 'siteTooOld', '2.1.0', '2.0.0');

describe('RemoteFallback', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en')));

  it('says a remote could not be loaded and offers a retry', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(
      <RemoteFallback error={new RemoteUnavailableError('mfe_learn')} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the simulator could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('names a newer contract as the reason and offers to reload the page', async () => {
    const onRetry = jest.fn();
    const onReload = jest.fn();
    const { user } = renderWithProviders(
      <RemoteFallback error={siteTooOld} onRetry={onRetry} onReload={onReload} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This part of the application needs a newer version of the site. Reload the page; if it stays, tell us.',
    );
    await user.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('says when the remote is the older part, with a retry', () => {
    renderWithProviders(
      <RemoteFallback
        error={new RemoteContractError('mfe_learn', 'remoteTooOld', '2.0.0', '3.0.0')}
        onRetry={jest.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('made for an earlier version of the site');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('names the reason in the current language', () => {
    renderWithProviders(<RemoteFallback error={siteTooOld} onRetry={jest.fn()} />, {
      preloadedState: { language: { local: 'ua' } },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ця частина застосунку потребує новішої версії сайту.',
    );
    expect(screen.getByRole('button', { name: 'Перезавантажити сторінку' })).toBeInTheDocument();
  });
});
