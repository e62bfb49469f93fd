import type { ModeChallengeDefinition } from '@qa/kit';

/** The birth years the form offers (SPEC §5: 2000 to 2005). */
const BIRTH_YEARS = ['2000', '2001', '2002', '2003', '2004', '2005'];

/** Create Profile (SPEC §3 "Known form fields"): Nickname and Last Name textfields, Birth Year dropdown. */
export const createProfile: ModeChallengeDefinition = {
  key: 'createProfile',
  fields: [
    { type: 'textfield', text: 'createProfile.fields.nickname' },
    { type: 'textfield', text: 'createProfile.fields.lastName' },
    { type: 'dropdown', text: 'createProfile.fields.birthYear', options: BIRTH_YEARS },
  ],
};
