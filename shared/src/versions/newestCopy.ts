import { compareVersions } from './semver';

/**
 * Highest version that has claimed each piece of page-wide state. It lives in the runtime contract, which is one
 * object per page, so it sees every copy of a library that Module Federation loaded: the shell's and each remote's.
 */
const newest = new Map<string, string>();

/**
 * Records that a copy at `version` registers `id` (a slice, a text namespace) and says whether it is the newest
 * so far. Equal versions count as newest: two copies of one version behave the same, either may win.
 */
export const claimAsNewest = (id: string, version: string): boolean => {
  const current = newest.get(id);
  if (current !== undefined && compareVersions(version, current) < 0) return false;
  newest.set(id, version);
  return true;
};
