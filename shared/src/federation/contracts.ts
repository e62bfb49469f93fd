import type { ChallengeType } from '../catalogue/types';

/**
 * What the shell hands to the component a mode remote exposes as './ChallengePage'
 * (route /app/challenge/:challengeType/:challenge).
 */
export interface ChallengePageProps {
  challengeType: ChallengeType;
  challengeKey: string;
}

/** What the shell hands to mfe-account's './AccountPage' (route /app/account/:currentAction). */
export interface AccountPageProps {
  currentAction: string;
}

/** The module shape every exposed page has. */
export interface ExposedPage<P> {
  default: React.ComponentType<P>;
}

/**
 * Every remote also exposes './runtimeContract' (added by the shared webpack setup): the version of @qa/shared it
 * was built with. The shell reads it before loading a page, so a remote that needs a newer contract than the
 * page offers gets a fallback that says so instead of running against objects it does not know.
 */
export const RUNTIME_CONTRACT_EXPOSE = 'runtimeContract';

export interface RuntimeContractRequirement {
  requiredRuntimeContract: string;
}
