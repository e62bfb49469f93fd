import { RUNTIME_CONTRACT_VERSION } from '@qa/shared';
import { checkRemoteContract, RemoteContractError } from './remoteContract';

const failure = (run: () => void): RemoteContractError => {
  try {
    run();
  } catch (error) {
    if (error instanceof RemoteContractError) return error;
    throw error;
  }
  throw new Error('no RemoteContractError');
};

describe('checkRemoteContract', () => {
  it('lets a remote built with this contract or an earlier minor run', () => {
    expect(() =>
      checkRemoteContract('mfe_learn', { requiredRuntimeContract: RUNTIME_CONTRACT_VERSION }),
    ).not.toThrow();
    expect(() =>
      checkRemoteContract('mfe_learn', { requiredRuntimeContract: '2.0.0' }, '2.3.0'),
    ).not.toThrow();
  });

  it('names the site as too old when the remote needs a newer contract', () => {
    const error = failure(() =>
      checkRemoteContract('mfe_learn', { requiredRuntimeContract: '2.1.0' }, '2.0.0'),
    );
    expect(error).toMatchObject({
      remote: 'mfe_learn',
      mismatch: 'siteTooOld',
      required: '2.1.0',
      offered: '2.0.0',
    });
    expect(error.message).toContain('needs runtime contract 2.1.0');
  });

  it('names the remote as too old when the site has a new major contract', () => {
    const error = failure(() =>
      checkRemoteContract('mfe_scripted', { requiredRuntimeContract: '2.4.0' }, '3.0.0'),
    );
    expect(error.mismatch).toBe('remoteTooOld');
  });

  it('names the remote as too old for a page that needs a later contract than it was built with', () => {
    const error = failure(() =>
      checkRemoteContract('mfe_scripted', { requiredRuntimeContract: '3.3.0' }, '3.4.0', '3.4.0'),
    );
    expect(error.mismatch).toBe('remoteTooOld');
    expect(() =>
      checkRemoteContract('mfe_scripted', { requiredRuntimeContract: '3.4.0' }, '3.5.0', '3.4.0'),
    ).not.toThrow();
  });

  it('refuses a declaration without a version as broken, not as a version question', () => {
    for (const requirement of [undefined, null, {}, { requiredRuntimeContract: 2 }]) {
      expect(() => checkRemoteContract('mfe_learn', requirement)).toThrow(TypeError);
    }
  });
});
