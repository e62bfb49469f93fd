import type { ChallengePayload, ChallengeResult } from '../catalogue/apiTypes';
import type { ChallengeGroup } from '../catalogue/types';

/**
 * Contract 3.4.0: one challenge of a Game round. The page judges its submissions through `submit` (the shell
 * posts them to the round) and keeps nothing: no stored answers, hints, reset or next challenge.
 */
export interface ChallengeRound {
  /** A new id is a new round: the challenge starts afresh. */
  id: string;
  /** Resolves the server's judgement; rejects as the HTTP client does (an explained 4xx carries its message). */
  submit(payload: ChallengePayload): Promise<ChallengeResult>;
}

/**
 * What the shell hands to the component a mode remote exposes as './ChallengePage'
 * (route /app/challenge/:group/:challenge, and each challenge of a Game round on /game).
 */
export interface ChallengePageProps {
  /** One of the seven groups, or a group the remote brings (BroughtGroup). */
  group: ChallengeGroup | (string & {});
  challengeKey: string;
  /** Set on /game only, and only for a remote built with `ROUND_CONTRACT_VERSION` (`@qa/shared/game`) or later. */
  round?: ChallengeRound;
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
