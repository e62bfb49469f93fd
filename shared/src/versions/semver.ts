/** major.minor.patch of a version string; a pre-release or build suffix is ignored, a part that is not a number is 0. */
export type VersionParts = readonly [major: number, minor: number, patch: number];

export const parseVersion = (version: string): VersionParts => {
  const [major = 0, minor = 0, patch = 0] = version
    .split(/[-+]/, 1)[0]!
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : 0));
  return [major, minor, patch];
};

/** Negative when `a` is older than `b`, positive when newer, 0 when equal. */
export const compareVersions = (a: string, b: string): number => {
  const left = parseVersion(a);
  const right = parseVersion(b);
  for (let index = 0; index < 3; index += 1) {
    const difference = left[index]! - right[index]!;
    if (difference !== 0) return difference;
  }
  return 0;
};
