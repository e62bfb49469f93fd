import type { ModeChallengeDefinition } from '@qa/kit';

/** Addition (SPEC §3 "Known form fields"): First Number and Second Number, both textfields. */
export const adder: ModeChallengeDefinition = {
  key: 'adder',
  fields: [
    { type: 'textfield', text: 'adder.fields.first' },
    { type: 'textfield', text: 'adder.fields.second' },
  ],
};
