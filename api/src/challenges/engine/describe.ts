import type { ChallengeInfo, Language } from '@qa/shared/catalogue';
import type { ChallengeDefinition } from './definition';

/** What the page shows before any submission (SPEC §7 GET {challenge url}): learn lists its instructions in order. */
export const describeChallenge = (definition: ChallengeDefinition, language: Language): ChallengeInfo => ({
  cases: definition.cases.map((step) => step.instruction[language]),
  casesTotal: definition.cases.length,
  bugsTotal: definition.bugs.length,
});
