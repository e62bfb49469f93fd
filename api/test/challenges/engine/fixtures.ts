import type { LearnDefinition, ScriptedDefinition } from '../../../src/challenges/engine/definition';
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

/**
 * A scripted challenge with a text field and a dropdown: case 1 is 'a' in the text field, case 2 is option 'y'.
 * 'a' with 'y' matches both, and finds case 1, the first in the list.
 */
export const twoCases: ScriptedDefinition = {
  mode: 'scripted',
  fields: ['first', 'second'],
  dropdowns: { slots: ['second'], options: ['x', 'y'] },
  bugs: [],
  result: ({ first, second }, language) => `${language}: ${first}|${second}`,
  cases: [
    {
      text: localized('text a'),
      matches: ({ first }) => first === 'a',
      example: { first: 'a', second: 'x' },
    },
    {
      text: localized('option y'),
      matches: ({ second }) => second === 'y',
      example: { first: 'b', second: 'y' },
    },
  ],
};
