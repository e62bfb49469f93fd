import type { ModeChallengeDefinition } from '@qa/kit';

/** Division (SPEC §3 "Known form fields"): First Number and Second Number, both textfields. */
export const divider: ModeChallengeDefinition = {
  key: 'divider',
  fields: [
    { type: 'textfield', text: 'divider.fields.first' },
    { type: 'textfield', text: 'divider.fields.second' },
  ],
};
