import type { ModeChallengeDefinition } from '@qa/kit';

/** Division (SPEC §3 "Known form fields"): First Number and Second Number, both textfields. */
export const divide: ModeChallengeDefinition = {
  key: 'divide',
  fields: [
    { type: 'textfield', text: 'divide.fields.first' },
    { type: 'textfield', text: 'divide.fields.second' },
  ],
};
