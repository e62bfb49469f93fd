import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadTexts, REMOTE_NAMES, RUNTIME_CONTRACT_EXPOSE, type ExposedPage } from '@qa/shared';
import { checkRemoteContract, RemoteContractError } from './remoteContract';
import type { RemoteRegistry } from './remoteRegistry';

let registry: RemoteRegistry = {};

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
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

/** The registry's remotes that this shell was not built with: each may bring a mode (BroughtGroup). */
export const broughtRemoteNames = (): string[] =>
  Object.keys(registry).filter((name) => !(REMOTE_NAMES as readonly string[]).includes(name));

/** Whatever the federation runtime throws or answers, one error kind: the remote could not be loaded. */
export const loadOrUnavailable = async <T>(remote: string, exposed: string): Promise<T> => {
  try {
    const module = await loadRemote<T>(`${remote}/${exposed}`);
    if (!module) throw new Error(`the remote exposes no ${exposed}`);
    return module;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
};

/**
 * Loads an exposed page. `fresh` re-registers the remote first so a retry after a failure fetches
 * the manifest again instead of reusing the runtime's cached failure. The remote's contract declaration
 * comes first (it imports nothing): a remote that needs a newer contract than this page offers is never
 * evaluated, and fails with a RemoteContractError instead.
 */
export const loadRemotePage = async <P>(
  remote: string,
  exposed: string,
  fresh = false,
  /** The earliest contract the remote must have been built with, for props an older one does not know. */
  needed?: string,
): Promise<ExposedPage<P>> => {
  const entry = registry[remote];
  if (!entry) throw new RemoteUnavailableError(remote);
  if (fresh) registerRemotes([{ name: remote, entry }], { force: true });
  const requirement = await loadOrUnavailable<unknown>(remote, RUNTIME_CONTRACT_EXPOSE);
  try {
    checkRemoteContract(remote, requirement, undefined, needed);
  } catch (error) {
    throw error instanceof RemoteContractError ? error : new RemoteUnavailableError(remote, error);
  }
  const module = await loadOrUnavailable<ExposedPage<P>>(remote, exposed);
  if (!module.default) throw new RemoteUnavailableError(remote, new Error('no default component'));
  // Texts the remote registered in languages loaded one at a time (a newer page kit's) before it renders.
  await loadTexts();
  return module;
};
