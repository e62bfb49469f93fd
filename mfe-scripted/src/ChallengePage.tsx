import { findChallenge, type ChallengePageProps } from '@qa/shared';
import { ModeNotFound } from '@qa/kit';
import { findScriptedChallenge } from './challenges';
import { BuiltChallenge } from './components/BuiltChallenge';
import { SCRIPTED_NAMESPACE } from './i18n/scriptedTexts';

/** What the remote exposes as './ChallengePage': a scripted challenge, or not-found for any other key. */
const ChallengePage = ({ challengeType, challengeKey }: ChallengePageProps) => {
  const entry = findChallenge(challengeType, challengeKey);
  const definition = findScriptedChallenge(challengeKey);
  if (entry && definition) {
    // Keyed, so moving to another challenge starts a fresh page rather than reusing this one's state.
    return <BuiltChallenge key={entry.key} entry={entry} definition={definition} />;
  }
  return <ModeNotFound namespace={SCRIPTED_NAMESPACE} types={['scripted']} />;
};

export default ChallengePage;
