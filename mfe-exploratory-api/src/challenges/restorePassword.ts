import type { ModeChallengeDefinition } from '@qa/kit';

/** Restore Password (SPEC §3 "Known form fields"): the new password, one textfield. */
export const restorePassword: ModeChallengeDefinition = {
  key: 'restorePassword',
  fields: [{ type: 'textfield', text: 'restorePassword.fields.newPassword' }],
};
