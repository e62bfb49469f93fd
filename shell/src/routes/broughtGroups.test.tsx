import { loadRemote } from '@module-federation/enhanced/runtime';
import { i18n, RUNTIME_CONTRACT_VERSION, type ChallengePageProps } from '@qa/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { applyRegistry } from '../federation/remotes';
import { loadChallengeTotals } from '../progress/challengeTotals';
import { renderWithProviders } from '../test/renderWithProviders';
import { AppRoutes } from './AppRoutes';
import { BROUGHT_GROUP as MODE } from '../test/broughtGroup';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../progress/challengeTotals', () => ({ loadChallengeTotals: jest.fn() }));

const load = jest.mocked(loadRemote);

/** What the remote's page shows: enough to see that the shell handed it the challenge. */
const BroughtPage = ({ group, challengeKey }: ChallengePageProps) => (
  <h1>
    Page of {group}/{challengeKey}
  </h1>
);

/** The registry names one remote the shell was not built with, which answers as `exposes` says. */
const registerRemote = (name: string, exposes: Record<string, unknown>) => {
  applyRegistry({
    mfe_learn: 'http://localhost:3001/mf-manifest.json',
    [name]: 'http://localhost:3007/mf-manifest.json',
  });
  load.mockImplementation(async (id: string) => {
    const exposed = id.slice(name.length + 1);
    if (!id.startsWith(`${name}/`) || !(exposed in exposes)) throw new Error(`no ${id}`);
    return exposes[exposed];
  });
};

const REMOTE = {
  Mode: { default: MODE },
  runtimeContract: { requiredRuntimeContract: RUNTIME_CONTRACT_VERSION },
  ChallengePage: { default: BroughtPage },
};

describe('a group a registered remote brings', () => {
  beforeEach(async () => {
    load.mockReset();
    jest.mocked(loadChallengeTotals).mockReturnValue(new Promise(() => {}));
    await i18n.changeLanguage('en');
  });
  afterAll(() => applyRegistry({}));

  it('is listed after the built-in series, named in the page’s language', async () => {
    registerRemote('mfe_accessibility', REMOTE);
    renderWithProviders(<AppRoutes />, { route: '/app/list' });
    const series = await screen.findByRole('region', { name: 'Series 8: Accessibility' });
    expect(within(series).getByRole('link', { name: 'Alt text' })).toHaveAttribute(
      'href',
      '/app/challenge/accessibility/altText',
    );
    expect(screen.getByRole('region', { name: 'Series 7: Exploratory' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('pl'));
    expect(within(series).getByRole('link', { name: 'Tekst alternatywny' })).toBeInTheDocument();
  });

  it('has a list of its own group', async () => {
    registerRemote('mfe_accessibility_list', REMOTE);
    renderWithProviders(<AppRoutes />, { route: '/app/list/accessibility' });
    expect(await screen.findByRole('region', { name: 'Series 8: Accessibility' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Series 1: Learn' })).toBeNull();
  });

  it('has its challenges rendered by the remote that brings it', async () => {
    registerRemote('mfe_accessibility_page', REMOTE);
    renderWithProviders(<AppRoutes />, { route: '/app/challenge/accessibility/altText' });
    expect(await screen.findByRole('heading', { name: 'Page of accessibility/altText' })).toBeInTheDocument();
  });

  it('has no page for a key it does not bring', async () => {
    registerRemote('mfe_accessibility_key', REMOTE);
    renderWithProviders(<AppRoutes />, { route: '/app/challenge/accessibility/nothing' });
    expect(await screen.findByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(load.mock.calls.map(([id]) => id)).toEqual(['mfe_accessibility_key/Mode']);
  });

  it('costs only itself when its remote is down: the built-in list shows, its pages are not found', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    registerRemote('mfe_down', {});
    renderWithProviders(<AppRoutes />, { route: '/app/list' });
    expect(await screen.findByRole('region', { name: 'Series 7: Exploratory' })).toBeInTheDocument();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Remote mfe_down brings no group', expect.anything()),
    );
    expect(screen.queryByRole('region', { name: /^Series 8/ })).toBeNull();
    error.mockRestore();
  });

  it('is never asked for when the registry has only the built-in remotes', async () => {
    applyRegistry({ mfe_learn: 'http://localhost:3001/mf-manifest.json' });
    renderWithProviders(<AppRoutes />, { route: '/app/challenge/accessibility/altText' });
    expect(await screen.findByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});
