import { createModeRemote } from '@qa/kit';
import { FUNCTIONAL_CHALLENGES } from './challenges';
import { FUNCTIONAL_NAMESPACE } from './i18n/functionalTexts';

/** What the remote exposes as './ChallengePage': the to-do app or the hotel app, on the shared challenge page. */
const ChallengePage = createModeRemote({
  namespace: FUNCTIONAL_NAMESPACE,
  types: ['functional'],
  challenges: FUNCTIONAL_CHALLENGES,
});

export default ChallengePage;
