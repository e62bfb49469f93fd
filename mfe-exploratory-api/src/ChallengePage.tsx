import { createModeRemote } from '@qa/kit';
import { EXPLORATORY_API_CHALLENGES } from './challenges';
import { EXPLORATORY_API_NAMESPACE } from './i18n/exploratoryApiTexts';

/** What the remote exposes as './ChallengePage': an exploratory or apiTesting challenge. */
const ChallengePage = createModeRemote({
  namespace: EXPLORATORY_API_NAMESPACE,
  types: ['exploratory', 'apiTesting'],
  challenges: EXPLORATORY_API_CHALLENGES,
});

export default ChallengePage;
