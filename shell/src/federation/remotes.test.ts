import { loadRemote } from '@module-federation/enhanced/runtime';
import { RUNTIME_CONTRACT_VERSION } from '@qa/shared';
import { RemoteContractError } from './remoteContract';
import { applyRegistry, loadRemotePage, RemoteUnavailableError } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = loadRemote as jest.MockedFunction<typeof loadRemote>;
const Page = () => null;

/** A remote whose './runtimeContract' declares `required`. */
const remoteBuiltWith = (required: string) =>
  load.mockImplementation(async (id: string) =>
    id.endsWith('/runtimeContract') ? { requiredRuntimeContract: required } : { default: Page },
  );

describe('loadRemotePage', () => {
  beforeAll(() => applyRegistry({ mfe_learn: 'http://localhost:3001/mf-manifest.json' }));
  beforeEach(() => load.mockReset());

  it('reads the remote contract declaration first, then loads the page', async () => {
    remoteBuiltWith(RUNTIME_CONTRACT_VERSION);
    await expect(loadRemotePage('mfe_learn', 'ChallengePage')).resolves.toEqual({ default: Page });
    expect(load.mock.calls.map(([id]) => id)).toEqual([
      'mfe_learn/runtimeContract',
      'mfe_learn/ChallengePage',
    ]);
  });

  it('never loads the page of a remote that needs a newer contract', async () => {
    const [major = '0', minor = '0'] = RUNTIME_CONTRACT_VERSION.split('.');
    remoteBuiltWith(`${major}.${Number(minor) + 1}.0`);
    await expect(loadRemotePage('mfe_learn', 'ChallengePage')).rejects.toBeInstanceOf(RemoteContractError);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never loads the page of a remote built before the contract a page needs (a Game round)', async () => {
    remoteBuiltWith('3.3.0');
    await expect(loadRemotePage('mfe_learn', 'ChallengePage', false, '3.4.0')).rejects.toMatchObject({
      mismatch: 'remoteTooOld',
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a remote whose declaration cannot be loaded as unavailable', async () => {
    load.mockRejectedValue(new Error('Failed to fetch'));
    await expect(loadRemotePage('mfe_learn', 'ChallengePage')).rejects.toBeInstanceOf(RemoteUnavailableError);
  });

  it('reports a remote with a broken declaration as unavailable', async () => {
    load.mockResolvedValue({ something: 'else' });
    await expect(loadRemotePage('mfe_learn', 'ChallengePage')).rejects.toBeInstanceOf(RemoteUnavailableError);
  });

  it('reports a remote that is not in the registry as unavailable', async () => {
    await expect(loadRemotePage('mfe_account', 'AccountPage')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(load).not.toHaveBeenCalled();
  });
});
