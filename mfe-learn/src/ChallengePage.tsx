import { findChallenge, type ChallengePageProps } from '@qa/shared';
import { ModeNotFound } from '@qa/kit';
import { findLearnChallenge } from './challenges';
import { BuiltChallenge } from './components/BuiltChallenge';
import { LEARN_NAMESPACE } from './i18n/learnTexts';

/** What the remote exposes as './ChallengePage': a learn challenge, or not-found for any other key. */
const ChallengePage = ({ challengeType, challengeKey }: ChallengePageProps) => {
  const entry = findChallenge(challengeType, challengeKey);
  const definition = findLearnChallenge(challengeKey);
  if (entry && definition) {
    // Keyed, so moving to another challenge starts a fresh page rather than reusing this one's state.
    return <BuiltChallenge key={entry.key} entry={entry} definition={definition} />;
  }
  return <ModeNotFound namespace={LEARN_NAMESPACE} types={['learn']} />;
};

export default ChallengePage;
