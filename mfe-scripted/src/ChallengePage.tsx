import { ModeOverview, type ChallengePageProps } from '@qa/shared';

/** The page this remote exposes; the challenges of scripted mode come in a later issue. */
const ChallengePage = ({ challengeKey }: ChallengePageProps) => (
  <ModeOverview types={['scripted']} current={challengeKey} />
);

export default ChallengePage;
