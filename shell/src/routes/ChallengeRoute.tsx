import { findChallenge, REMOTE_BY_TYPE, type ChallengePageProps, useParams } from '@qa/shared';
import { addedRemoteNames } from '../federation/remotes';
import { RemotePage } from '../federation/RemotePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { BroughtChallengeRoute } from './lazyPages';

/**
 * /app/challenge/:challengeType/:challenge: the catalogue picks the remote that renders the type; a group it does
 * not know may be one that a registered remote brings.
 */
export const ChallengeRoute = () => {
  const { challengeType = '', challenge = '' } = useParams();
  const entry = findChallenge(challengeType, challenge);
  if (!entry) {
    // Only a registered remote the shell was not built with can bring a group (a built-in one is refused).
    return addedRemoteNames().length === 0 ? (
      <NotFoundPage />
    ) : (
      <BroughtChallengeRoute challengeType={challengeType} challengeKey={challenge} />
    );
  }
  return (
    <RemotePage<ChallengePageProps>
      remote={REMOTE_BY_TYPE[entry.type]}
      exposed="ChallengePage"
      pageProps={{ challengeType: entry.type, challengeKey: entry.key }}
    />
  );
};
