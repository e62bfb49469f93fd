import type { ModeChallengeDefinition } from '@qa/kit';

/** Newsletter (SPEC §3 "Known form fields"): one email field. */
export const newsletter: ModeChallengeDefinition = {
  key: 'newsletter',
  fields: [{ type: 'textfield', text: 'newsletter.fields.email' }],
};
