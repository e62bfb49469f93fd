import type { ChallengePageProps } from '@qa/shared';
import { useBroughtModes } from '../federation/added/useBroughtModes';
import { PageLoading } from '../layout/PageLoading';
import { RemotePage } from '../federation/RemotePage';
import { NotFoundPage } from '../pages/NotFoundPage';

/** A challenge of a mode that a registered remote brings (docs/adding-a-remote.md), rendered by that remote. */
export const BroughtChallengeRoute = ({ challengeType, challengeKey }: ChallengePageProps) => {
  const modes = useBroughtModes();
  if (!modes) return <PageLoading />;
  const brought = modes.find(
    ({ mode }) => mode.type === challengeType && mode.challenges.some(({ key }) => key === challengeKey),
  );
  if (!brought) return <NotFoundPage />;
  return (
    <RemotePage<ChallengePageProps>
      remote={brought.remote}
      exposed="ChallengePage"
      pageProps={{ challengeType, challengeKey }}
    />
  );
};
