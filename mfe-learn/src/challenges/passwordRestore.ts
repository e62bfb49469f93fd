import type { ModeChallengeDefinition } from '@qa/kit';

/** Password Restore (SPEC §3 "Known form fields", Restore Password): one textfield, New Password. */
export const passwordRestore: ModeChallengeDefinition = {
  key: 'passwordRestore',
  fields: [{ type: 'textfield', text: 'passwordRestore.fields.newPassword' }],
};
