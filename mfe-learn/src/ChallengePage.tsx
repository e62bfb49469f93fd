import { findChallenge, type ChallengePageProps } from '@qa/shared';
import { findLearnChallenge } from './challenges';
import { BuiltChallenge } from './components/BuiltChallenge';
import { ComingSoon } from './components/ComingSoon';

/** What the remote exposes as './ChallengePage': the learn challenges built so far, a notice for the rest. */
const ChallengePage = ({ challengeType, challengeKey }: ChallengePageProps) => {
  const entry = findChallenge(challengeType, challengeKey);
  const definition = findLearnChallenge(challengeKey);
  if (entry && definition) {
    // Keyed, so moving to another challenge starts a fresh page rather than reusing this one's state.
    return <BuiltChallenge key={entry.key} entry={entry} definition={definition} />;
  }
  return <ComingSoon challengeKey={challengeKey} known={entry?.type === 'learn'} />;
};

export default ChallengePage;
