import { findChallenge, REMOTE_BY_GROUP, type ChallengePageProps, useParams } from '@qa/shared';
import { broughtRemoteNames } from '../federation/remotes';
import { RemotePage } from '../federation/RemotePage';
import { NotFoundPage } from '../pages/notFound/NotFoundPage';
import { BroughtChallengeRoute } from './lazyPages';

/**
 * /app/challenge/:group/:challenge: the catalogue picks the remote that renders the type; a group it does
 * not know may be one that a registered remote brings.
 */
export const ChallengeRoute = () => {
  const { group = '', challenge = '' } = useParams();
  const entry = findChallenge(group, challenge);
  if (!entry) {
    // Only a registered remote the shell was not built with can bring a group (a built-in one is refused).
    return broughtRemoteNames().length === 0 ? (
      <NotFoundPage />
    ) : (
      <BroughtChallengeRoute group={group} challengeKey={challenge} />
    );
  }
  return (
    <RemotePage<ChallengePageProps>
      remote={REMOTE_BY_GROUP[entry.group]}
      exposed="ChallengePage"
      pageProps={{ group: entry.group, challengeKey: entry.key }}
    />
  );
};
