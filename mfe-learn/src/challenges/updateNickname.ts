import type { ModeChallengeDefinition } from '@qa/kit';

/** Update Profile (SPEC §3 "Known form fields"): Nickname, First Name and Last Name, all textfields. */
export const updateNickname: ModeChallengeDefinition = {
  key: 'updateNickname',
  fields: [
    { type: 'textfield', text: 'updateNickname.fields.nickname' },
    { type: 'textfield', text: 'updateNickname.fields.firstName' },
    { type: 'textfield', text: 'updateNickname.fields.lastName' },
  ],
};
