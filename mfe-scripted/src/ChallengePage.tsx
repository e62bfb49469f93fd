import { createModeRemote } from '@qa/kit';
import { SCRIPTED_CHALLENGES } from './challenges';
import { SCRIPTED_NAMESPACE } from './i18n/scriptedTexts';

/** What the remote exposes as './ChallengePage': a scripted challenge, or not-found for any other key. */
const ChallengePage = createModeRemote({
  namespace: SCRIPTED_NAMESPACE,
  types: ['scripted'],
  challenges: SCRIPTED_CHALLENGES,
});

export default ChallengePage;
