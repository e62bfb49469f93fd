import { type ChallengePageProps } from '@qa/shared';
import { ModeOverview } from '@qa/kit';

/** The page this remote exposes; the challenges of functional mode come in a later issue. */
const ChallengePage = ({ challengeKey }: ChallengePageProps) => (
  <ModeOverview types={['functional']} current={challengeKey} />
);

export default ChallengePage;
