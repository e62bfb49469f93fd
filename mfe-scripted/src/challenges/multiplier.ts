import type { ScriptedChallengeDefinition } from './definition';

/** Multiplication (SPEC §3 "Known form fields"): First Number and Second Number, both textfields. */
export const multiplier: ScriptedChallengeDefinition = {
  key: 'multiplier',
  fields: [
    { type: 'textfield', text: 'multiplier.fields.first' },
    { type: 'textfield', text: 'multiplier.fields.second' },
  ],
};
