import { takeEarlyRegistry } from './early/earlyAnswers';

/**
 * Remote name -> manifest URL, read at start-up so a remote can be re-pointed, or one added, without a rebuild:
 * the built-in remotes (REMOTE_NAMES) and any remote that brings a group of its own (docs/adding-a-remote.md).
 */
export type RemoteRegistry = Readonly<Record<string, string>>;

export const REGISTRY_URL = '/app/remotes.json';

/** A name Module Federation takes as a remote's, in this repository's form: mfe_ then lowercase and digits. */
const isRemoteName = (name: string): boolean => /^mfe_[a-z][a-z0-9_]*$/.test(name);

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value, 'http://base.invalid').protocol);
  } catch {
    return false;
  }
};

/** Keeps only remote names with usable URLs; anything else in the file is ignored, never fatal. */
export const parseRegistry = (value: unknown): RemoteRegistry => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([name, url]) => isRemoteName(name) && isHttpUrl(url)),
  );
};

/**
 * A missing or broken registry leaves every remote unregistered: their pages show the fallback. The answer the
 * page's inline script already asked for is taken when there is one.
 */
export const fetchRegistry = async (url = REGISTRY_URL): Promise<RemoteRegistry> => {
  const early = await takeEarlyRegistry();
  if (early !== undefined) return parseRegistry(early);
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    return response.ok ? parseRegistry(await response.json()) : {};
  } catch {
    return {};
  }
};
