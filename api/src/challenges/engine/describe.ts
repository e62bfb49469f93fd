import type { ChallengeInfo, Language } from '@qa/shared/catalogue';
import type { ChallengeDefinition } from './definition';

/** The public list: learn shows its instructions in order, scripted the cases to find. */
function publicCases(definition: ChallengeDefinition, language: Language): string[] {
  switch (definition.mode) {
    case 'learn':
      return definition.cases.map((step) => step.instruction[language]);
    case 'scripted':
      return definition.cases.map((found) => found.text[language]);
  }
}

/** What the page shows before any submission (SPEC §7 GET {challenge url}). */
export const describeChallenge = (definition: ChallengeDefinition, language: Language): ChallengeInfo => ({
  cases: publicCases(definition, language),
  casesTotal: definition.cases.length,
  bugsTotal: definition.bugs.length,
  ...(definition.dropdowns && { caseOptions: definition.dropdowns.options.join(',') }),
});
