import { compareVersions, parseVersion } from './semver';

describe('versions', () => {
  it('reads major, minor and patch, ignoring pre-release and build suffixes', () => {
    expect(parseVersion('2.10.3')).toEqual([2, 10, 3]);
    expect(parseVersion('2.1.0-beta.1+build')).toEqual([2, 1, 0]);
    expect(parseVersion('3')).toEqual([3, 0, 0]);
    expect(parseVersion('x.1')).toEqual([0, 1, 0]);
  });

  it('compares numerically, not as text', () => {
    expect(compareVersions('2.10.0', '2.9.0')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.1')).toBeLessThan(0);
    expect(compareVersions('2.0.0', '2.0')).toBe(0);
  });
});
