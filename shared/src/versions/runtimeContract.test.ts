import sharedPackage from '../../package.json';
import { contractMismatch, RUNTIME_CONTRACT_VERSION } from './runtimeContract';

describe('runtime contract version', () => {
  it('is the version of the package, the one Module Federation negotiates', () => {
    expect(RUNTIME_CONTRACT_VERSION).toBe(sharedPackage.version);
  });

  it('accepts the version a remote was built with and any later one of the same major version', () => {
    expect(contractMismatch('2.0.0', '2.0.0')).toBeNull();
    expect(contractMismatch('2.3.1', '2.1.0')).toBeNull();
  });

  it('says the site is too old when the remote needs a later minor or patch, or a later major version', () => {
    expect(contractMismatch('2.0.0', '2.1.0')).toBe('siteTooOld');
    expect(contractMismatch('2.1.0', '2.1.1')).toBe('siteTooOld');
    expect(contractMismatch('2.4.0', '3.0.0')).toBe('siteTooOld');
  });

  it('says the remote is too old when the site has moved to a new major version', () => {
    expect(contractMismatch('3.0.0', '2.5.0')).toBe('remoteTooOld');
  });
});
