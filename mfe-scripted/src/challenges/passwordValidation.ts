import type { ModeChallengeDefinition } from '@qa/kit';

/** Password Validation (SPEC §3 "Known form fields"): one textfield, Password. */
export const passwordValidation: ModeChallengeDefinition = {
  key: 'passwordValidation',
  fields: [{ type: 'textfield', text: 'passwordValidation.fields.password' }],
};
