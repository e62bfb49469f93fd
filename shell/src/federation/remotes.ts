import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposedPage, RemoteName } from '@qa/shared';
import type { RemoteRegistry } from './remoteRegistry';

let registry: RemoteRegistry = {};

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause?: unknown,
  ) {
    super(`Remote ${remote} could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** Hands the registry's remotes to the federation runtime (once at start-up). */
export const applyRegistry = (next: RemoteRegistry): void => {
  registry = next;
  registerRemotes(Object.entries(next).map(([name, entry]) => ({ name, entry })));
};

/**
 * Loads an exposed page. `fresh` re-registers the remote first so a retry after a failure fetches
 * the manifest again instead of reusing the runtime's cached failure.
 */
export const loadRemotePage = async <P>(
  remote: RemoteName,
  exposed: string,
  fresh = false,
): Promise<ExposedPage<P>> => {
  const entry = registry[remote];
  if (!entry) throw new RemoteUnavailableError(remote);
  if (fresh) registerRemotes([{ name: remote, entry }], { force: true });
  try {
    const module = await loadRemote<ExposedPage<P>>(`${remote}/${exposed}`);
    if (!module?.default) throw new Error('the remote exposes no default component');
    return module;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
};
