import { useParams } from '@qa/shared';
import { ChallengeListPage } from '../pages/ChallengeListPage';

/** /app/list and /app/list/:challengeType; the page itself shows not-found for an unknown type. */
export const ListRoute = () => {
  const { challengeType } = useParams();
  return <ChallengeListPage challengeType={challengeType} />;
};
