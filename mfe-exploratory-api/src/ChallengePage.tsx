import { type ChallengePageProps } from '@qa/shared';
import { ModeOverview } from '@qa/kit';

/** The page this remote exposes; the challenges of exploratory and apiTesting mode come in a later issue. */
const ChallengePage = ({ challengeKey }: ChallengePageProps) => (
  <ModeOverview types={['exploratory', 'apiTesting']} current={challengeKey} />
);

export default ChallengePage;
