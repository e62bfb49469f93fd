import { REMOTE_NAMES, type RemoteName } from '@qa/shared';
import { takeEarlyRegistry } from './early/earlyAnswers';

/** Remote name -> manifest URL, read at start-up so a remote can be re-pointed without a rebuild. */
export type RemoteRegistry = Partial<Record<RemoteName, string>>;

export const REGISTRY_URL = '/app/remotes.json';

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value, 'http://base.invalid').protocol);
  } catch {
    return false;
  }
};

/** Keeps only known remotes with usable URLs; anything else in the file is ignored, never fatal. */
export const parseRegistry = (value: unknown): RemoteRegistry => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([name, url]) => isRemoteName(name) && isHttpUrl(url)),
  ) as RemoteRegistry;
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
