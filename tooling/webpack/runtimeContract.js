/**
 * Exposed by every remote as './runtimeContract': the version of @qa/shared the remote was built with (set by
 * webpack's DefinePlugin from shared/package.json). It imports nothing, so the shell can read it before it
 * loads any of the remote's code that uses the contract.
 */
export const requiredRuntimeContract = process.env.QA_RUNTIME_CONTRACT_BUILT_WITH;
