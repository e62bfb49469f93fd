import { createModeRemote } from '@qa/kit';
import { LEARN_NAMESPACE } from './i18n/learnTexts';

/** What the remote exposes as './ChallengePage': a learn challenge, or not-found for any other key. */
const ChallengePage = createModeRemote({
  namespace: LEARN_NAMESPACE,
  types: ['learn'],
});

export default ChallengePage;
