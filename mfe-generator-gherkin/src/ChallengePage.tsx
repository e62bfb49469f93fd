import { createModeRemote } from '@qa/kit';
import { GENERATOR_GHERKIN_CHALLENGES } from './challenges';
import { GENERATOR_GHERKIN_NAMESPACE } from './i18n/generatorGherkinTexts';

/** What the remote exposes as './ChallengePage': a generator or gherkin challenge, or not-found for any other key. */
const ChallengePage = createModeRemote({
  namespace: GENERATOR_GHERKIN_NAMESPACE,
  types: ['generator', 'gherkin'],
  challenges: GENERATOR_GHERKIN_CHALLENGES,
});

export default ChallengePage;
