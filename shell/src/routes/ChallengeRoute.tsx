import { findChallenge, REMOTE_BY_TYPE, type ChallengePageProps, useParams } from '@qa/shared';
import { RemotePage } from '../federation/RemotePage';
import { NotFoundPage } from '../pages/NotFoundPage';

/** /app/challenge/:challengeType/:challenge: the catalogue picks the remote that renders the type. */
export const ChallengeRoute = () => {
  const { challengeType = '', challenge = '' } = useParams();
  const entry = findChallenge(challengeType, challenge);
  if (!entry) return <NotFoundPage />;
  return (
    <RemotePage<ChallengePageProps>
      remote={REMOTE_BY_TYPE[entry.type]}
      exposed="ChallengePage"
      pageProps={{ challengeType: entry.type, challengeKey: entry.key }}
    />
  );
};
