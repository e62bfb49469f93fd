import type { ChallengeInfo, Language } from '@qa/shared/catalogue';
import type { ChallengeDefinition } from './definition';
import { findingText } from './techniques';

/** The public list: learn shows its instructions in order, scripted the cases to find; the others none. */
function publicCases(definition: ChallengeDefinition, language: Language): string[] {
  switch (definition.evaluator) {
    case 'learn':
      return definition.cases.map((step) => step.instruction[language]);
    case 'scripted':
      return definition.cases.map((found) => findingText(found, language));
    case 'exploratory':
    case 'builder':
    case 'api':
      return [];
  }
}

/**
 * Every dropdown option in slot order, each once: the page offers a dropdown the options its slot accepts
 * (the scripted challenges' dropdowns share one list today).
 */
const dropdownOptions = ({ fields, dropdowns = {} }: ChallengeDefinition): string[] => [
  ...new Set(fields.flatMap((slot) => dropdowns[slot] ?? [])),
];

/** Generator and gherkin forms: the two inputs' options and the results, one comma-separated list each. */
const builderForm = (definition: ChallengeDefinition, language: Language): Partial<ChallengeInfo> => {
  const { resultDropdown, dropdowns = {} } = definition;
  if (!resultDropdown) return {};
  return {
    caseText: (dropdowns.first ?? []).join(','),
    caseOptions: (dropdowns.second ?? []).join(','),
    caseResults: resultDropdown.results.map((result) => result[language]).join(','),
  };
};

/** What the page shows before any submission (SPEC §7 GET {challenge url}). */
export const describeChallenge = (definition: ChallengeDefinition, language: Language): ChallengeInfo => ({
  cases: publicCases(definition, language),
  casesTotal: definition.cases.length,
  bugsTotal: definition.bugs.length,
  ...(definition.dropdowns && { caseOptions: dropdownOptions(definition).join(',') }),
  ...builderForm(definition, language),
  ...(definition.evaluator !== 'api' &&
    definition.initialResult && { message: definition.initialResult(language) }),
});
