import { type ChallengePageProps } from '@qa/shared';
import { ModeOverview } from '@qa/kit';

/** The page this remote exposes; the challenges of generator and gherkin mode come in a later issue. */
const ChallengePage = ({ challengeKey }: ChallengePageProps) => (
  <ModeOverview types={['generator', 'gherkin']} current={challengeKey} />
);

export default ChallengePage;
