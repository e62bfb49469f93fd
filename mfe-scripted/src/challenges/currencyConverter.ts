import type { ModeChallengeDefinition } from '@qa/kit';

/** The currencies whose rates the description states (SPEC §5). */
const CURRENCIES = ['GBP', 'EUR', 'USD'];

/** Currency Converter (SPEC §3 "Known form fields"): Amount textfield, Currency From and Currency To dropdowns. */
export const currencyConverter: ModeChallengeDefinition = {
  key: 'currencyConverter',
  fields: [
    { type: 'textfield', text: 'currencyConverter.fields.amount' },
    { type: 'dropdown', text: 'currencyConverter.fields.from', options: CURRENCIES },
    { type: 'dropdown', text: 'currencyConverter.fields.to', options: CURRENCIES },
  ],
};
