import type { LearnDefinition } from '../../../src/challenges/engine/definition';
import type { Localized } from '../../../src/i18n/localized';

const localized = (text: string): Localized => ({
  en: text,
  ua: `ua ${text}`,
  ru: `ru ${text}`,
  pl: `pl ${text}`,
});

/** A two-step learn challenge small enough to read in one glance: step 1 wants 'a' then anything, step 2 'b' then 'c'. */
export const twoSteps: LearnDefinition = {
  mode: 'learn',
  fields: ['first', 'second'],
  bugs: [],
  result: ({ first, second }, language) => `${language}: ${first}|${second}`,
  cases: [
    {
      text: localized('first case'),
      instruction: localized('type a'),
      accepts: { first: (value) => value === 'a' },
      example: { first: 'a', second: 'anything' },
    },
    {
      text: localized('second case'),
      instruction: localized('type b and c'),
      accepts: { first: (value) => value === 'b', second: (value) => value === 'c' },
      example: { first: 'b', second: 'c' },
    },
  ],
};
