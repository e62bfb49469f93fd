import type { ModeChallengeDefinition } from '@qa/kit';

/** Book Desk (SPEC §3 "Known form fields"): From and To dates, both textfields. */
export const bookDesk: ModeChallengeDefinition = {
  key: 'bookDesk',
  fields: [
    { type: 'textfield', text: 'bookDesk.fields.from' },
    { type: 'textfield', text: 'bookDesk.fields.to' },
  ],
};
