import {
  compareVersions,
  contractMismatch,
  RUNTIME_CONTRACT_VERSION,
  type ContractMismatch,
} from '@qa/shared';

/** A remote that cannot run on the runtime contract this page offers; the fallback names the reason. */
export class RemoteContractError extends Error {
  constructor(
    readonly remote: string,
    readonly mismatch: ContractMismatch,
    readonly required: string,
    readonly offered: string,
  ) {
    super(`Remote ${remote} needs runtime contract ${required}; this page offers ${offered} (${mismatch})`);
    this.name = 'RemoteContractError';
  }
}

const requiredVersionOf = (requirement: unknown): string => {
  const required =
    typeof requirement === 'object' && requirement !== null
      ? (requirement as { requiredRuntimeContract?: unknown }).requiredRuntimeContract
      : undefined;
  if (typeof required !== 'string') throw new TypeError('the remote declares no runtime contract version');
  return required;
};

/**
 * Throws a RemoteContractError when the remote's './runtimeContract' asks for a contract this page cannot give,
 * or when it was built before `needed` (a page that hands it props an older remote does not know), and a
 * TypeError when the declaration has no version (a broken remote, not a version question).
 */
export const checkRemoteContract = (
  remote: string,
  requirement: unknown,
  offered: string = RUNTIME_CONTRACT_VERSION,
  needed?: string,
): void => {
  const required = requiredVersionOf(requirement);
  const mismatch =
    contractMismatch(offered, required) ??
    (needed !== undefined && compareVersions(required, needed) < 0 ? 'remoteTooOld' : null);
  if (mismatch) throw new RemoteContractError(remote, mismatch, required, offered);
};
