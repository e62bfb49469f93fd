import type { LearnChallengeDefinition } from './definition';

/** Password Restore (SPEC §3 "Known form fields", Restore Password): one textfield, New Password. */
export const passwordRestore: LearnChallengeDefinition = {
  key: 'passwordRestore',
  fields: [{ type: 'textfield', text: 'passwordRestore.fields.newPassword' }],
};
