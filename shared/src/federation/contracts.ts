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
