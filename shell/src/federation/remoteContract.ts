import {
  contractMismatch,
  RUNTIME_CONTRACT_VERSION,
  type ContractMismatch,
  type RemoteName,
} from '@qa/shared';

/** A remote that cannot run on the runtime contract this page offers; the fallback names the reason. */
export class RemoteContractError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly mismatch: ContractMismatch,
    readonly required: string,
    readonly offered: string,
  ) {
    super(`Remote ${remote} needs runtime contract ${required}; this page offers ${offered} (${mismatch})`);
    this.name = 'RemoteContractError';
  }
}

const requiredVersionOf = (requirement: unknown): string | undefined => {
  if (typeof requirement !== 'object' || requirement === null) return undefined;
  const { requiredRuntimeContract } = requirement as { requiredRuntimeContract?: unknown };
  return typeof requiredRuntimeContract === 'string' ? requiredRuntimeContract : undefined;
};

/**
 * Throws a RemoteContractError when the remote's './runtimeContract' asks for a contract this page cannot give.
 * A declaration without a version is a broken remote, reported as one that cannot run here.
 */
export const checkRemoteContract = (
  remote: RemoteName,
  requirement: unknown,
  offered: string = RUNTIME_CONTRACT_VERSION,
): void => {
  const required = requiredVersionOf(requirement);
  if (required === undefined) throw new RemoteContractError(remote, 'siteTooOld', 'unknown', offered);
  const mismatch = contractMismatch(offered, required);
  if (mismatch) throw new RemoteContractError(remote, mismatch, required, offered);
};
