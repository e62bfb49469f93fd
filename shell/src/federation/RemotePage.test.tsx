import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/renderWithProviders';
import { RemotePage } from './RemotePage';
import { RemoteContractError } from './remoteContract';
import { loadRemotePage, RemoteUnavailableError } from './remotes';
import { isRemotePageShown } from './snapshot/pageShown';

jest.mock('./remotes', () => ({
  ...jest.requireActual('./remotes'),
  loadRemotePage: jest.fn(),
}));

const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

const Crashing = () => {
  throw new Error('remote bug');
};

/** Loads settle inside act so the suspended page renders (React 19 act environment). */
const renderPage = (ui: ReactElement) => act(async () => void renderWithProviders(ui));

// Each test names its own exposed module: loads are cached per page and attempt for the whole module.
describe('RemotePage', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the page the remote exposes', async () => {
    const Exposed = ({ text }: { text: string }) => <p>{text}</p>;
    load.mockResolvedValue({ default: Exposed as React.ComponentType<unknown> });
    await renderPage(
      <RemotePage remote="mfe_learn" exposed="ChallengePage" pageProps={{ text: 'from remote' }} />,
    );
    expect(await screen.findByText('from remote')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mfe_learn', 'ChallengePage', false, undefined);
  });

  describe("with the page's snapshot from index.html on screen", () => {
    const paintSnapshot = () => {
      document.head.insertAdjacentHTML(
        'beforeend',
        '<style id="qa-snapshot-hide">#root{display:none}</style>',
      );
      document.body.insertAdjacentHTML('afterbegin', '<div id="qa-snapshot"></div>');
    };
    const snapshotShown = () => document.getElementById('qa-snapshot') !== null;

    it("gives way to the remote's page in the commit that shows it, the page the snapshot keeper keeps", async () => {
      paintSnapshot();
      let resolve: (page: { default: React.ComponentType<unknown> }) => void = () => undefined;
      load.mockReturnValue(new Promise((done) => (resolve = done)));
      const { unmount } = await act(async () =>
        renderWithProviders(<RemotePage remote="mfe_learn" exposed="SnapshotPage" pageProps={{}} />),
      );
      expect(snapshotShown()).toBe(true);
      await act(async () => resolve({ default: () => <p>the page</p> }));
      expect(screen.getByText('the page')).toBeInTheDocument();
      expect(snapshotShown()).toBe(false);
      expect(document.getElementById('qa-snapshot-hide')).toBeNull();
      expect(isRemotePageShown()).toBe(true);
      unmount();
      expect(isRemotePageShown()).toBe(false);
    });

    it('gives way to the fallback when the remote cannot load', async () => {
      paintSnapshot();
      load.mockRejectedValue(new RemoteUnavailableError('mfe_learn'));
      await renderPage(<RemotePage remote="mfe_learn" exposed="SnapshotFailedPage" pageProps={{}} />);
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      expect(snapshotShown()).toBe(false);
    });

    it("is not the page when it is a part of the shell's own page", async () => {
      load.mockResolvedValue({ default: () => <p>a round's challenge</p> });
      await renderPage(<RemotePage remote="mfe_learn" exposed="PartPage" pageProps={{}} part />);
      expect(screen.getByText("a round's challenge")).toBeInTheDocument();
      expect(isRemotePageShown()).toBe(false);
    });
  });

  it('shows the localized fallback when the remote cannot load, and retries afresh', async () => {
    load.mockRejectedValueOnce(new RemoteUnavailableError('mfe_learn'));
    load.mockResolvedValueOnce({ default: () => <p>back again</p> });
    await renderPage(<RemotePage remote="mfe_learn" exposed="RetriedPage" pageProps={{}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('back again')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mfe_learn', 'RetriedPage', true, undefined);
  });

  it('names the reason when the remote needs a newer contract than the page offers', async () => {
    load.mockRejectedValue(new RemoteContractError('mfe_learn', 'siteTooOld', '2.1.0', '2.0.0'));
    await renderPage(<RemotePage remote="mfe_learn" exposed="NewerContractPage" pageProps={{}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('needs a newer version of the site');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('keeps a crash of the remote page inside the fallback', async () => {
    load.mockResolvedValue({ default: Crashing });
    await renderPage(
      <>
        <nav>menu</nav>
        <RemotePage remote="mfe_scripted" exposed="ChallengePage" pageProps={{}} />
      </>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('menu')).toBeInTheDocument();
  });
});
