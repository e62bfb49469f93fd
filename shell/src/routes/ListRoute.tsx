import { useParams } from '@qa/shared';
import { ChallengeListPage } from '../pages/list/ChallengeListPage';

/** /app/list and /app/list/:group; the page itself shows not-found for an unknown type. */
export const ListRoute = () => {
  const { group } = useParams();
  return <ChallengeListPage group={group} />;
};
