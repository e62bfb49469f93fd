import type { LearnChallengeDefinition } from './definition';

/** Update Profile (SPEC §3 "Known form fields"): Nickname, First Name and Last Name, all textfields. */
export const updateNickname: LearnChallengeDefinition = {
  key: 'updateNickname',
  fields: [
    { type: 'textfield', text: 'updateNickname.fields.nickname' },
    { type: 'textfield', text: 'updateNickname.fields.firstName' },
    { type: 'textfield', text: 'updateNickname.fields.lastName' },
  ],
};
