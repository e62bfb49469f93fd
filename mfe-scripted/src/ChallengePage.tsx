import { createModeRemote } from '@qa/kit';
import { SCRIPTED_NAMESPACE } from './i18n/scriptedTexts';

/** What the remote exposes as './ChallengePage': a scripted challenge, or not-found for any other key. */
const ChallengePage = createModeRemote({
  namespace: SCRIPTED_NAMESPACE,
  types: ['scripted'],
});

export default ChallengePage;
