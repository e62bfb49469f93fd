import type { LearnChallengeDefinition } from './definition';

/** Addition (SPEC §3 "Known form fields"): First Number and Second Number, both textfields. */
export const adder: LearnChallengeDefinition = {
  key: 'adder',
  fields: [
    { type: 'textfield', text: 'adder.fields.first' },
    { type: 'textfield', text: 'adder.fields.second' },
  ],
};
