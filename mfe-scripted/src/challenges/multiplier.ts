import type { ModeChallengeDefinition } from '@qa/kit';

/** Multiplication (SPEC §3 "Known form fields"): First Number and Second Number, both textfields. */
export const multiplier: ModeChallengeDefinition = {
  key: 'multiplier',
  fields: [
    { type: 'textfield', text: 'multiplier.fields.first' },
    { type: 'textfield', text: 'multiplier.fields.second' },
  ],
};
