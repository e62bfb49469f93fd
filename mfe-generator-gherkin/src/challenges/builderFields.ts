import type { ModeChallengeDefinition } from '@qa/kit';

/**
 * A generator or gherkin form (SPEC §4): two inputs and the expected result, all dropdowns whose options come
 * from the server (caseText, caseOptions, caseResults); only their labels are texts of this remote.
 */
export const builderChallenge = (key: string): ModeChallengeDefinition => ({
  key,
  fields: [
    { type: 'dropdown', text: `${key}.fields.first` },
    { type: 'dropdown', text: `${key}.fields.second` },
    { type: 'dropdown', text: `${key}.fields.result` },
  ],
});
