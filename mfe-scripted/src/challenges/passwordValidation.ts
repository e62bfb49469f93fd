import type { ScriptedChallengeDefinition } from './definition';

/** Password Validation (SPEC §3 "Known form fields"): one textfield, Password. */
export const passwordValidation: ScriptedChallengeDefinition = {
  key: 'passwordValidation',
  fields: [{ type: 'textfield', text: 'passwordValidation.fields.password' }],
};
