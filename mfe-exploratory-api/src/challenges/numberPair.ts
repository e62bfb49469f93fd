import type { ModeChallengeDefinition } from '@qa/kit';

/** A form of two number textfields (SPEC §3 "Known form fields": First Number and Second Number or alike). */
export const numberPair = (key: string): ModeChallengeDefinition => ({
  key,
  fields: [
    { type: 'textfield', text: `${key}.fields.first` },
    { type: 'textfield', text: `${key}.fields.second` },
  ],
});
