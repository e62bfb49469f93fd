import type { ModeChallengeDefinition } from '@qa/kit';

/** Triangle (SPEC §3 "Known form fields"): sides A, B and C, all textfields. */
export const triangle: ModeChallengeDefinition = {
  key: 'triangle',
  fields: [
    { type: 'textfield', text: 'triangle.fields.a' },
    { type: 'textfield', text: 'triangle.fields.b' },
    { type: 'textfield', text: 'triangle.fields.c' },
  ],
};
