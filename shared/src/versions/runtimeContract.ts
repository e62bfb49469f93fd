import sharedPackage from '../../package.json';
import { compareVersions, parseVersion } from './semver';

/**
 * The version of this runtime contract: the package's own version, so the number Module Federation negotiates
 * and the number remotes check are one. A new export is a minor bump; a changed or removed one is a major bump.
 */
export const RUNTIME_CONTRACT_VERSION: string = sharedPackage.version;

/**
 * Why a remote cannot run on the contract the page offers: the site is older than the remote was built for,
 * or the remote was built for an older major version that the site no longer offers.
 */
export type ContractMismatch = 'siteTooOld' | 'remoteTooOld';

/** Semver caret rule: the same major version, and at least the minor and patch the remote was built with. */
export const contractMismatch = (offered: string, required: string): ContractMismatch | null => {
  const [offeredMajor] = parseVersion(offered);
  const [requiredMajor] = parseVersion(required);
  if (offeredMajor > requiredMajor) return 'remoteTooOld';
  if (offeredMajor < requiredMajor || compareVersions(offered, required) < 0) return 'siteTooOld';
  return null;
};
