import type { ChallengePageProps } from '@qa/shared';
import { useBroughtGroups } from '../federation/brought/useBroughtGroups';
import { PageLoading } from '../layout/PageLoading';
import { RemotePage } from '../federation/RemotePage';
import { NotFoundPage } from '../pages/notFound/NotFoundPage';

/** A challenge of a group that a registered remote brings (docs/adding-a-remote.md), rendered by that remote. */
export const BroughtChallengeRoute = ({ group, challengeKey }: ChallengePageProps) => {
  const modes = useBroughtGroups();
  if (!modes) return <PageLoading />;
  const brought = modes.find(
    ({ brought }) => brought.group === group && brought.challenges.some(({ key }) => key === challengeKey),
  );
  if (!brought) return <NotFoundPage />;
  return (
    <RemotePage<ChallengePageProps>
      remote={brought.remote}
      exposed="ChallengePage"
      pageProps={{ group, challengeKey }}
    />
  );
};
